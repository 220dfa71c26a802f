// Draws Boardroom's icons (a rising bar chart on navy) as PNGs with no image library:
// run `node scripts/make-icons.mjs` after changing the design; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const NAVY = [20, 54, 93];
const GOLD = [245, 183, 49];
const WHITE = [255, 255, 255];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0))
  ]);
}

/** The picture in unit coordinates (0..1), `inset` shrinking it toward the centre (maskable safe zone). */
function icon(size, { rounded, inset }) {
  const radius = rounded ? 0.18 : 0;
  const bars = [
    [0.2, 0.55],
    [0.42, 0.38],
    [0.64, 0.2]
  ];
  return png(size, (px, py) => {
    const u = px / size;
    const v = py / size;
    if (rounded) {
      const cx = Math.min(Math.max(u, radius), 1 - radius);
      const cy = Math.min(Math.max(v, radius), 1 - radius);
      if ((u - cx) ** 2 + (v - cy) ** 2 > radius ** 2) return [0, 0, 0, 0];
    }
    const x = 0.5 + (u - 0.5) / (1 - 2 * inset);
    const y = 0.5 + (v - 0.5) / (1 - 2 * inset);
    if (y > 0.78 && y < 0.82 && x > 0.14 && x < 0.86) return [...WHITE, 255];
    for (const [left, top] of bars) if (x > left && x < left + 0.16 && y > top && y <= 0.78) return [...GOLD, 255];
    return [...NAVY, 255];
  });
}

writeFileSync('static/icons/icon-192.png', icon(192, { rounded: true, inset: 0 }));
writeFileSync('static/icons/icon-512.png', icon(512, { rounded: true, inset: 0 }));
writeFileSync('static/icons/icon-maskable-512.png', icon(512, { rounded: false, inset: 0.1 }));
writeFileSync('static/icons/apple-touch-icon-180.png', icon(180, { rounded: false, inset: 0.04 }));
writeFileSync(
  'static/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#14365d"/>` +
    `<rect x="20" y="55" width="16" height="23" fill="#f5b731"/><rect x="42" y="38" width="16" height="40" fill="#f5b731"/>` +
    `<rect x="64" y="20" width="16" height="58" fill="#f5b731"/><rect x="14" y="78" width="72" height="4" fill="#fff"/></svg>\n`
);
console.log('icons written');
