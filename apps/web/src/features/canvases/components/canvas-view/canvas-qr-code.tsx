import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { defineIsland } from '@/lib/define-island';
import { useHydrated } from '@/lib/use-hydrated';
import classes from './canvas-qr-code.module.css';

/** Modules of white border around the symbol (the QR standard's quiet zone). */
const QUIET_ZONE = 4;
const DOWNLOAD_SCALE = 16;

export interface QrMatrix {
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/** The QR symbol of a text (error correction M: survives a small logo or a crease in print). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/** One SVG path drawing every dark module, offset by the quiet zone. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}

function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Draws the symbol on a canvas and saves it as a PNG (for flyers and business cards). */
function downloadPng(matrix: QrMatrix, fileName: string): void {
  const side = (matrix.size + QUIET_ZONE * 2) * DOWNLOAD_SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = cssColor('--mantine-color-white') || 'white';
  context.fillRect(0, 0, side, side);
  context.fillStyle = cssColor('--mantine-color-plum-9') || 'black';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) {
        context.fillRect(
          (column + QUIET_ZONE) * DOWNLOAD_SCALE,
          (row + QUIET_ZONE) * DOWNLOAD_SCALE,
          DOWNLOAD_SCALE,
          DOWNLOAD_SCALE,
        );
      }
    }
  }
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  link.click();
}

interface CanvasQrCodeProps {
  /**
   * The canvas link, {origin}/canvas/{slug}. The API's rendering gives the site's address
   * (`useSiteOrigin`); drawn without one (/canvas/{slug}), the page's own completes it once
   * hydrated, and until then a blank square holds its place.
   */
  url: string;
  slug: string;
  /** What the code opens, in its caption: a person's portfolio or a salon's or school's canvas. */
  noun?: 'portfolio' | 'canvas';
}

/** A QR code of the canvas link, with a PNG download for print. */
export function CanvasQrCode({ url: link, slug, noun = 'portfolio' }: CanvasQrCodeProps) {
  const hydrated = useHydrated();
  const url = link.startsWith('/') ? (hydrated ? `${window.location.origin}${link}` : null) : link;
  const matrix = useMemo(() => (url === null ? null : qrMatrix(url)), [url]);
  return (
    <Stack gap="sm" align="center">
      {url !== null && matrix !== null ? (
        <QrSymbol url={url} matrix={matrix} />
      ) : (
        <svg className={classes.code} viewBox="0 0 1 1" aria-hidden="true">
          <rect width={1} height={1} className={classes.background} />
        </svg>
      )}
      <Text size="xs" c="dimmed" ta="center">
        Scan to open this {noun}
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => {
          if (matrix) downloadPng(matrix, `canvas-${slug}-qr.png`);
        }}
      >
        Download QR code
      </Button>
    </Stack>
  );
}

function QrSymbol({ url, matrix }: { url: string; matrix: QrMatrix }) {
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      className={classes.code}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={`QR code of ${url}`}
      data-qr-payload={url}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} className={classes.background} />
      <path d={qrPath(matrix)} className={classes.modules} />
    </svg>
  );
}

/** The QR code on the public page: drawn for the page's own address, with its PNG download. */
export const CanvasQrCodeIsland = defineIsland('canvas-qr-code', CanvasQrCode, 'form');
