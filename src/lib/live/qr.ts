/**
 * The QR code of the join link, as rows of dark and light modules for the screen to draw. A chunk of
 * its own (qrcode-generator), loaded only when the Menu shows the join link, not when a game goes live.
 */
import qrcode from 'qrcode-generator';

/** The QR code of `text` as rows of dark (true) and light modules. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}
