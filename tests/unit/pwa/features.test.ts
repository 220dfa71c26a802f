// Which phones have vibration and a working wake lock, and which are iPhones in Safari: decided
// from what the browser says, so each case is a user agent and a few flags.
import { describe, expect, it } from 'vitest';
import { iosVersion, isIosSafari, wakeLockWorks } from '../../../src/lib/pwa/features';

const UA = {
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneSafari18_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1',
  iphoneSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15'
};

describe('iosVersion', () => {
  it.each([
    ['iphoneSafari17', 0, { major: 17, minor: 5 }],
    ['iphoneSafari16', 0, { major: 16, minor: 0 }],
    ['ipadSafari', 5, { major: 17, minor: 5 }],
    // An iPad asking for desktop pages looks like a Mac with a touch screen.
    ['ipadDesktop', 5, { major: 17, minor: 5 }],
    ['ipadDesktop', 0, null],
    ['android', 5, null],
    ['webkitGtk', 0, null]
  ] as const)('%s (touch points %i)', (name, touch, expected) => {
    expect(iosVersion(UA[name], touch)).toEqual(expected);
  });
});

describe('isIosSafari', () => {
  it.each([
    ['iphoneSafari17', true],
    ['ipadSafari', true],
    ['iphoneChrome', false],
    ['iphoneFirefox', false],
    ['android', false],
    ['webkitGtk', false]
  ] as const)('%s → %s', (name, expected) => {
    expect(isIosSafari(UA[name], name === 'ipadSafari' ? 5 : 0)).toBe(expected);
  });
});

describe('wakeLockWorks', () => {
  it('needs the API', () => {
    expect(wakeLockWorks(false, null, false)).toBe(false);
    expect(wakeLockWorks(true, null, false)).toBe(true);
  });
  it('in Safari on iOS 16.4 and later, in a tab', () => {
    expect(wakeLockWorks(true, { major: 17, minor: 5 }, false)).toBe(true);
  });
  it('in an app on the Home Screen only from iOS 18.4 (before, the API is there and does nothing)', () => {
    expect(wakeLockWorks(true, { major: 17, minor: 5 }, true)).toBe(false);
    expect(wakeLockWorks(true, { major: 18, minor: 3 }, true)).toBe(false);
    expect(wakeLockWorks(true, { major: 18, minor: 4 }, true)).toBe(true);
    expect(wakeLockWorks(true, { major: 26, minor: 0 }, true)).toBe(true);
  });
  it('elsewhere an installed app has it whenever the API is there', () => {
    expect(wakeLockWorks(true, null, true)).toBe(true);
  });
});
