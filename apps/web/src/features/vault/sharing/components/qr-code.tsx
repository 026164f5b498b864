import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code as one SVG path, drawn here from the link (no image service, no inline styles for the CSP). Dark
 * modules on a white square with the four-module quiet zone scanners need, whatever the page's colour scheme.
 */
export function QrCode({
  value,
  label,
  className = '',
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value, 'Byte');
    code.make();
    const count = code.getModuleCount();
    const parts: string[] = [];
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) {
        if (code.isDark(row, column)) parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    return { size: count + 8, path: parts.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`aspect-square bg-white ${className}`}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
