import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { createQrReader, type QrReader } from './qr-reader';
import { readFrame, seenAgain, type LastCode } from './scan-repeats';
import { BusyButton } from '../../../components/form/busy-button';

type CameraState = { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; message: string };

/** Between two looks at the camera's picture: about seven a second is quick and leaves the phone cool. */
const SCAN_INTERVAL_MS = 150;
function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed on this page. Allow it in the browser’s settings for this site, or search by name below.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'This device has no camera the page can use. Search by name below.';
  }
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and start the camera again.';
  return error instanceof Error ? error.message : 'The camera could not be started.';
}

/**
 * The desk's camera: a big Start button, then the picture with a Stop button on it. While on and
 * not `paused`, it reads QR codes and hands each new one to `onCode`, and goes on scanning: the
 * next person's pass needs no tap. `children` (the last answer) show under the picture. The
 * reader (with its decoder, where the browser has no barcode detector) is made when the camera
 * starts: until then the desk loads nothing for it.
 */
export function CameraScanner({
  paused,
  onCode,
  children,
}: {
  paused: boolean;
  onCode: (text: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const readerRef = useRef<QrReader | null>(null);
  const lastCode = useRef<LastCode | null>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'off' });
  const handOver = useEffectEvent((text: string) => onCode(text));

  function stop() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setCamera({ kind: 'off' });
  }

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'failed', message: 'This browser lets the page use no camera. Search by name below.' });
      return;
    }
    setCamera({ kind: 'starting' });
    // Starting the camera again is a deliberate new look: the last pass may be read again.
    lastCode.current = null;
    try {
      const [stream, reader] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        readerRef.current ?? createQrReader(),
      ]);
      readerRef.current = reader;
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      setCamera({ kind: 'on' });
    } catch (error) {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      setCamera({ kind: 'failed', message: cameraError(error) });
    }
  }

  // The camera goes off with the page.
  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  // Paused while a check-in is asked or a tapped answer fills the screen: on resume, a pass still
  // in view counts as still there, not as shown again.
  useEffect(() => {
    if (!paused) lastCode.current = seenAgain(lastCode.current);
  }, [paused]);

  useEffect(() => {
    const video = videoRef.current;
    const reader = readerRef.current;
    if (camera.kind !== 'on' || paused || !video || !reader) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      const text = await reader.read(video).catch(() => null);
      if (stopped) return;
      const read = readFrame(lastCode.current, text, performance.now());
      lastCode.current = read.last;
      if (read.handOver) handOver(read.handOver);
      timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [camera.kind, paused]);

  const on = camera.kind === 'on';
  return (
    <section className="desk-camera" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Scan a pass
      </h2>
      {/* Always in the page (hidden while off), so the stream has an element to play in. */}
      <div className="desk-camera__view" hidden={!on}>
        <video ref={videoRef} className="desk-camera__video" muted playsInline aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="desk-camera__hint">
          {paused ? 'Checking…' : 'Scanning: hold a pass’s QR code here.'}
        </p>
      </div>
      <BusyButton
        busy={camera.kind === 'starting'}
        className={on ? 'desk-camera__toggle desk-camera__toggle--on' : 'desk-camera__toggle'}
        onClick={() => {
          if (on) stop();
          else void start();
        }}
      >
        {on ? 'Stop camera' : camera.kind === 'starting' ? 'Starting camera…' : 'Start camera'}
      </BusyButton>
      {camera.kind === 'failed' && (
        <p role="alert" className="admin-error">
          {camera.message}
        </p>
      )}
      {children}
    </section>
  );
}
