// Checks of what an iPhone needs, run in the page (self-contained functions: they are sent as
// source). WebKitGTK has no notch and no home indicator, so its safe-area insets are 0: what can be
// checked is that for each screen edge a fixed element sits near, its rules or those of its content
// (a sheet pads its last part) take that edge's inset, that WebKit accepts those values, and that
// they compute (with the insets at 0) to what the same values compute to without them.

export interface SafeAreaReport {
  /** Fixed elements on screen, with the edges they sit near. */
  fixed: string[];
  /** "element: edge" for each edge covered, with the declaration that covers it. */
  covered: string[];
  problems: string[];
}

/** Within this distance of a screen edge an element can be under the notch (≤ 62 px) or the home indicator (34 px). */
export const NEAR_EDGE_PX = 64;

export function safeAreaReport(near: number): SafeAreaReport {
  const rules: CSSStyleRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) rules.push(rule);
      if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      /* another origin's sheet: the app has none */
    }
  }
  // Custom properties, for values written as var(--x).
  const vars = new Map<string, string>();
  for (const rule of rules)
    for (const name of Array.from(rule.style)) if (name.startsWith('--')) vars.set(name, rule.style.getPropertyValue(name).trim());
  const resolve = (value: string) => value.replace(/var\((--[\w-]+)[^)]*\)/g, (whole, name: string) => vars.get(name) ?? whole);
  const declarations = (text: string) =>
    text
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const colon = d.indexOf(':');
        return {
          property: d.slice(0, colon).trim(),
          value: resolve(
            d
              .slice(colon + 1)
              .replace(/!important/, '')
              .trim()
          )
        };
      });
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].filter((c) => !c.startsWith('svelte-')).join('.')}`;
  // The longhand a declaration sets for one edge (padding → padding-bottom, border-top → its width).
  const longhand = (property: string, edge: string) =>
    /^(padding|margin)$/.test(property)
      ? `${property}-${edge}`
      : property === 'inset'
        ? edge
        : /^border-(top|right|bottom|left)$/.test(property)
          ? `${property}-width`
          : property;
  // A probe computes a value as it is and with 0 in place of the insets: equal (and not empty)
  // when WebKit accepts the value, since its insets are 0.
  const probe = document.createElement('div');
  probe.style.position = 'fixed';
  document.body.append(probe);
  const computed = (property: string, value: string, read: string) => {
    probe.removeAttribute('style');
    probe.style.position = 'fixed';
    probe.style.setProperty(property, value);
    return getComputedStyle(probe).getPropertyValue(read);
  };

  const report: SafeAreaReport = { fixed: [], covered: [], problems: [] };
  const elements = [...document.querySelectorAll('body *')].filter((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return (style.position === 'fixed' || style.position === 'sticky') && box.width > 0 && box.height > 0 && el !== probe;
  });
  for (const el of elements) {
    const box = el.getBoundingClientRect();
    const edges = (['top', 'bottom', 'left', 'right'] as const).filter((edge) =>
      edge === 'top'
        ? box.top < near
        : edge === 'bottom'
          ? innerHeight - box.bottom < near
          : edge === 'left'
            ? box.left < near
            : innerWidth - box.right < near
    );
    report.fixed.push(`${label(el)} near ${edges.join(', ') || 'no edge'}`);
    // The element and what it holds, each with the declarations of its rules and style attribute.
    const all = [el, ...el.querySelectorAll('*')].flatMap((node) =>
      [
        ...rules
          .filter((rule) => {
            try {
              return node.matches(rule.selectorText);
            } catch {
              return false;
            }
          })
          .flatMap((rule) => declarations(rule.style.cssText)),
        ...declarations(node.getAttribute('style') ?? '')
      ].map((d) => ({ ...d, node }))
    );
    for (const edge of edges) {
      const inset = `env(safe-area-inset-${edge})`;
      const covering = all.filter((d) => d.value.includes(inset));
      if (!covering.length) {
        report.problems.push(`${label(el)} sits near the ${edge} edge and neither its rules nor its content's use ${inset}`);
        continue;
      }
      for (const d of covering) {
        const read = longhand(d.property, edge);
        const withInsets = computed(d.property, d.value, read);
        const withZero = computed(d.property, d.value.replace(/env\(safe-area-inset-\w+\)/g, '0px'), read);
        const actual = getComputedStyle(d.node).getPropertyValue(read);
        const where = d.node === el ? label(el) : `${label(el)} > ${label(d.node)}`;
        if (!CSS.supports(d.property, d.value)) report.problems.push(`${where}: WebKit refuses ${d.property}: ${d.value}`);
        else if (!withInsets || withInsets !== withZero)
          report.problems.push(`${where}: ${d.property}: ${d.value} gives ${read} "${withInsets}", without the insets "${withZero}"`);
        else if (actual !== withInsets)
          report.problems.push(`${where}: ${read} is ${actual}, but ${d.property}: ${d.value} gives ${withInsets} (overridden?)`);
        else report.covered.push(`${where}: ${edge} by ${d.property}: ${d.value} (${read} ${actual})`);
      }
    }
  }
  probe.remove();
  return report;
}

export interface FieldReport {
  fields: number;
  problems: string[];
}

/**
 * Every field on the page: text at least 16 px (iOS zooms the page into a smaller one on focus),
 * and every typed field that is not a name (`textField` matches their ids) asks for the number pad.
 */
export function fieldReport(textField: string): FieldReport {
  const isText = new RegExp(textField);
  const report: FieldReport = { fields: 0, problems: [] };
  for (const field of Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')
  )) {
    const type = field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase();
    if (['checkbox', 'radio', 'file', 'hidden', 'range', 'color', 'submit', 'button'].includes(type)) continue;
    report.fields++;
    const size = parseFloat(getComputedStyle(field).fontSize);
    if (size < 16) report.problems.push(`#${field.id || field.name}: text of ${size}px`);
    if (field instanceof HTMLInputElement && !isText.test(field.id) && !['numeric', 'decimal'].includes(field.inputMode))
      report.problems.push(`#${field.id || field.name}: typed without inputmode="numeric"`);
  }
  return report;
}
