import { describe, expect, it } from 'vitest';
import { PASS_GONE_MS, readFrame, seenAgain, type LastCode } from './scan-repeats';

const FRAME_MS = 150;

/** The codes handed over for looks at the camera's picture, each `[when, what it read]`. */
function handedOverAt(looks: [number, string | null][]): string[] {
  let last: LastCode | null = null;
  const codes: string[] = [];
  for (const [now, text] of looks) {
    const read = readFrame(last, text, now);
    last = read.last;
    if (read.handOver) codes.push(read.handOver);
  }
  return codes;
}

/** The codes handed over for a camera's frames, one every FRAME_MS. */
const handedOver = (frames: (string | null)[]) => handedOverAt(frames.map((text, index) => [index * FRAME_MS, text]));

/** Looks without a code, one every FRAME_MS, from the first to the last `ms` or more. */
const framesFor = (ms: number) => Math.ceil(ms / FRAME_MS) + 1;

describe('readFrame', () => {
  it('hands a pass held in view over once, however long it stays', () => {
    expect(handedOver(Array.from({ length: 100 }, () => 'A'))).toEqual(['A']);
  });

  it('rides over blurred frames shorter than the pause: the same pass is not read again', () => {
    const blur = Array.from({ length: framesFor(PASS_GONE_MS) - 1 }, () => null);
    expect((blur.length - 1) * FRAME_MS).toBeLessThan(PASS_GONE_MS);
    expect(handedOver(['A', ...blur, 'A', ...blur, 'A'])).toEqual(['A']);
  });

  it('reads a pass again once the camera has seen no code for the pause', () => {
    const away = Array.from({ length: framesFor(PASS_GONE_MS) }, () => null);
    expect(handedOver(['A', ...away, 'A'])).toEqual(['A', 'A']);
  });

  it('reads each of a queue of passes, one after the other without a gap, and one shown again after another', () => {
    expect(handedOver(['A', 'A', 'B', 'B', 'C', 'A'])).toEqual(['A', 'B', 'C', 'A']);
  });

  it('does not read a pass again after a stall in which the camera did not look, however long', () => {
    const stall = PASS_GONE_MS * 4;
    // Nothing looked at between two sightings, or a blurred look on one side of the stall.
    for (const looks of [[], [[FRAME_MS, null]], [[stall - FRAME_MS, null]]] as [number, null][][]) {
      expect(handedOverAt([[0, 'A'], ...looks, [stall, 'A']])).toEqual(['A']);
    }
    // Looks without a code on both sides of it: the pass was taken away.
    expect(
      handedOverAt([
        [0, 'A'],
        [FRAME_MS, null],
        [stall - FRAME_MS, null],
        [stall, 'A'],
      ]),
    ).toEqual(['A', 'A']);
  });

  it('counts a pass still in view after a pause as still there, not as shown again', () => {
    const blurred = Array.from({ length: framesFor(PASS_GONE_MS) - 1 }, (_, index): [number, null] => [
      (index + 1) * FRAME_MS,
      null,
    ]);
    // The looks without a code before the pause and after it do not add up.
    let last = readFrame(null, 'A', 0).last;
    for (const [now, text] of blurred) last = readFrame(last, text, now).last;
    last = seenAgain(last);
    for (const [now, text] of blurred) last = readFrame(last, text, now + PASS_GONE_MS * 3).last;
    expect(readFrame(last, 'A', PASS_GONE_MS * 5).handOver).toBeNull();
    expect(seenAgain(null)).toBeNull();
  });
});
