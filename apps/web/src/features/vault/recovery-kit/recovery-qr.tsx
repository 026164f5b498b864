import qrcode from 'qrcode-generator';

// The recovery key as a QR code, drawn as one SVG path: no image URL (the CSP allows none from data we make)
// and sharp at any print size. The key's characters (digits, capitals, dashes) fit QR's alphanumeric mode.

/** The QR modules as an SVG path, with a 4-module quiet zone as the standard asks. */
export function recoveryQrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text.toUpperCase(), 'Alphanumeric');
  code.make();
  const count = code.getModuleCount();
  const margin = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) parts.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: count + margin * 2, path: parts.join('') };
}

/** The SVG markup of the QR code, for the downloadable recovery kit page. */
export function recoveryQrSvg(text: string, label: string): string {
  const { size, path } = recoveryQrPath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="200" height="200" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function RecoveryQr({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = recoveryQrPath(text);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
