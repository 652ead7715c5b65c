// Entry passes and the check-in desk in the browser tests: registrations made through the API and
// verified by an administrator, so the "Payment verified" mail holds a real pass link; QR codes
// read back from what the browser shows; a camera's video of a pass for Chromium's fake camera.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import encodeQR from 'qr';
import { decodeQR } from 'qr/decode.js';
import sharp from 'sharp';
import { CONFERENCE_DAYS, venueInstant } from '../../../functions/src/domain/venue-time';
import { runAdminCommand } from '../../../scripts/admin/run';
import { sentMail } from '../../support/inbox';
import { idTokenFor } from '../../support/auth';
import { asOf } from '../../support/clock';
import {
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
  uniqueLetters,
} from '../../support/registration';
import { individualTier, tierFields } from '../../support/tiers';
import type { TestUser } from './admin';

const ATTENDEE = individualTier({ ieee: false });

export interface PassHolder {
  registrationId: string;
  name: string;
  organization: string;
  /** The edition's label for the tier, as the pass and the desk show it. */
  tier: string;
  /** Null until the payment is verified: only then is a pass mailed. */
  code: string | null;
}

let adminToken: Promise<string> | undefined;

/**
 * A registration of its own, with its proof uploaded and, unless `verified: false`, its payment
 * verified: the pass code is the one the "Payment verified" mail links to.
 */
export async function passHolder(options: { verified?: boolean; lastName?: string } = {}): Promise<PassHolder> {
  const lastName = options.lastName ?? `Desk${uniqueLetters()}`;
  const person = { ...participant(), lastName };
  const { status, body } = await submitRegistration({ ...person, ...tierFields(ATTENDEE) });
  if (status !== 201) throw new Error(`registering answered ${status}: ${JSON.stringify(body)}`);
  const registrationId = String(body.id);
  await verifyEmailOf(registrationId);
  const uploaded = await uploadProofFor(registrationId, `PASS-${registrationId}`);
  if (uploaded !== 200) throw new Error(`uploading the proof of ${registrationId} answered ${uploaded}`);
  const holder = {
    registrationId,
    name: `${person.firstName} ${lastName}`,
    organization: person.organization,
    tier: ATTENDEE.label,
    code: null,
  };
  if (options.verified === false) return holder;
  adminToken ??= idTokenFor({ admin: true });
  const verified = await verifyPaymentOf(registrationId, await adminToken);
  if (verified !== 200) throw new Error(`verifying ${registrationId} answered ${verified}`);
  const { text } = await sentMail(`mail/${registrationId}-payment-verified-1`);
  const code = /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no pass link was mailed for ${registrationId}`);
  return { ...holder, code };
}

/** Check-in staff, made exactly as `npm run admin -- grant-checkin <email> --password …` makes them. */
export async function createCheckInStaff(): Promise<TestUser> {
  const email = `desk-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  await runAdminCommand({ action: 'grant-checkin', email, password, project: undefined }, () => undefined);
  return { email, password };
}

const [FIRST_DAY = ''] = CONFERENCE_DAYS;
/** 09:30 at the venue on the first conference day, when the desk is open. */
export const DESK_OPENS = new Date(venueInstant(FIRST_DAY, 9).getTime() + 30 * 60_000);

/** The page's check-in calls are served as of DESK_OPENS: the suite's own time is before the conference. */
export async function onConferenceDay(page: Page): Promise<void> {
  await page.route('**/api/admin/check-in**', (route) =>
    route.continue({ headers: { ...route.request().headers(), ...asOf(DESK_OPENS) } }),
  );
}

/** What a QR code in a PNG (a screenshot, a saved pass) says. */
export async function decodeQrPng(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data }, { format: 'RGBA' });
}

const VIDEO = { width: 640, height: 480, frames: 10 };

/**
 * A Y4M video (raw YUV 4:2:0, what Chromium's `--use-file-for-fake-video-capture` plays in a loop)
 * of a QR code saying `text`, black on white in the middle of the frame: a pass held up to the
 * desk's camera.
 */
export function qrVideo(text: string): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const scale = Math.floor((VIDEO.height * 0.8) / modules.length);
  const left = Math.floor((VIDEO.width - modules.length * scale) / 2);
  const top = Math.floor((VIDEO.height - modules.length * scale) / 2);
  // Luma in video range (16 black, 235 white) around the code's own white quiet zone.
  const luma = Buffer.alloc(VIDEO.width * VIDEO.height, 235);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        const start = (top + y * scale + dy) * VIDEO.width + left + x * scale;
        luma.fill(16, start, start + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((VIDEO.width / 2) * (VIDEO.height / 2), 128); // no colour
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${VIDEO.width} H${VIDEO.height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'desk-camera-')), 'pass.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: VIDEO.frames }, () => frame)]));
  return file;
}

/** Chromium's switches for a camera that films `video` and needs no one to allow it. */
export const fakeCamera = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

/** Whether the desk's full-screen answer shows, in its colour. */
export async function expectDeskAnswer(page: Page, tone: 'go' | 'look' | 'stop', headline: string) {
  const dialog = page.getByRole('dialog', { name: headline });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass(new RegExp(`desk-result--${tone}`));
  await expect(dialog.getByRole(tone === 'stop' ? 'alert' : 'status')).toContainText(headline);
  return dialog;
}

/**
 * Whether the desk's answer to a scan shows under the camera, in its colour and announced, with
 * no dialog in the way: the desk goes on scanning.
 */
export async function expectScanAnswer(page: Page, tone: 'go' | 'look' | 'stop', headline: string) {
  const answer = page.getByRole('region', { name: 'Last scan' });
  await expect(answer).toHaveClass(new RegExp(`desk-answer--${tone}`));
  await expect(answer.getByRole(tone === 'stop' ? 'alert' : 'status')).toContainText(headline);
  await expect(page.getByRole('dialog')).toBeHidden();
  return answer;
}
