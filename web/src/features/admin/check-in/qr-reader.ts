import { loadOnce } from '../../../lib/load-once';

/** Reads a QR code off the camera's current frame; null while none is in view. */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | null>;
}

// The Shape Detection API, where the platform has it (Android, ChromeOS, macOS); not in TS's DOM types.
interface BarcodeDetectorApi {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this many pixels on their long side: a pass fills a good part of the view. */
const FRAME_SIDE = 640;

async function platformReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorApi }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    async read(video) {
      const [found] = await detector.detect(video);
      return found?.rawValue ?? null;
    },
  };
}

/**
 * The `qr` package's decoder on the frame drawn into a canvas: loaded only now, when the camera
 * starts on a browser without the API (iPhones, Firefox, desktop Chromium on Linux).
 */
const decoderChunk = loadOnce(() => import('qr/decode.js'));

async function scriptReader(): Promise<QrReader> {
  const { decodeQR } = await decoderChunk.load();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read the camera’s pictures.');
  return {
    async read(video) {
      const { videoWidth, videoHeight } = video;
      if (videoWidth === 0 || videoHeight === 0) return null;
      const scale = Math.min(1, FRAME_SIDE / Math.max(videoWidth, videoHeight));
      canvas.width = Math.round(videoWidth * scale);
      canvas.height = Math.round(videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      try {
        return decodeQR({ width, height, data }, { format: 'RGBA' });
      } catch {
        return null; // no code in this frame
      }
    },
  };
}

/** The browser's own barcode detector where it reads QR codes, else the `qr` package's decoder. */
export async function createQrReader(): Promise<QrReader> {
  return (await platformReader()) ?? scriptReader();
}
