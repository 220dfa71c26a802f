// Applies the saved theme before the first paint (no flash of the wrong colours at night).
// A file, not an inline script, so the Content-Security-Policy can forbid inline scripts.
try {
  var theme = JSON.parse(localStorage.getItem('boardroom.settings') || '{}').theme;
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  /* no saved theme */
}
