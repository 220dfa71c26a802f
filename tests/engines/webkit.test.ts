// The engine suite in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver).
import { launchWebKit } from './webkit';
import { engineSuite, freePort, PORTS } from './suite';

engineSuite('WebKit', PORTS.webkit, async (origin) => launchWebKit(origin, { driverPort: await freePort() }));
