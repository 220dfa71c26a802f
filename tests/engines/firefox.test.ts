// The engine suite in Firefox (Debian's firefox-esr over WebDriver BiDi).
import { launchFirefox } from './firefox';
import { engineSuite, PORTS } from './suite';

engineSuite('Firefox', PORTS.firefox, (origin) => launchFirefox(origin));
