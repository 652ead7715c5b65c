import { describe, expect, it } from 'vitest';
import { PASS_GONE_MS, readFrame, type LastCode } from './scan-repeats';

const FRAME_MS = 150;

/** The codes handed over for a camera's frames, one every FRAME_MS. */
function handedOver(frames: (string | null)[]): string[] {
  let last: LastCode | null = null;
  const codes: string[] = [];
  frames.forEach((text, index) => {
    const read = readFrame(last, text, index * FRAME_MS);
    last = read.last;
    if (read.handOver) codes.push(read.handOver);
  });
  return codes;
}

/** Frames without a code between two sightings that lie `ms` or more apart. */
const framesFor = (ms: number) => Math.ceil(ms / FRAME_MS) - 1;

describe('readFrame', () => {
  it('hands a pass held in view over once, however long it stays', () => {
    expect(handedOver(Array.from({ length: 100 }, () => 'A'))).toEqual(['A']);
  });

  it('rides over blurred frames shorter than the pause: the same pass is not read again', () => {
    const blur = Array.from({ length: framesFor(PASS_GONE_MS) - 1 }, () => null);
    expect((blur.length + 1) * FRAME_MS).toBeLessThan(PASS_GONE_MS);
    expect(handedOver(['A', ...blur, 'A', ...blur, 'A'])).toEqual(['A']);
  });

  it('reads a pass again once it has been out of view for the pause', () => {
    const away = Array.from({ length: framesFor(PASS_GONE_MS) }, () => null);
    expect(handedOver(['A', ...away, 'A'])).toEqual(['A', 'A']);
  });

  it('reads each of a queue of passes, one after the other without a gap, and one shown again after another', () => {
    expect(handedOver(['A', 'A', 'B', 'B', 'C', 'A'])).toEqual(['A', 'B', 'C', 'A']);
  });
});
