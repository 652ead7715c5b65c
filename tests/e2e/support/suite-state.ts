import type { APIRequestContext } from '@playwright/test';

/**
 * firebase.json's hosting rules are read when the suite starts. A suite started before the
 * site's rules (no catch-all rewrite, 404.html, framing of /docs/ by the site) answers an
 * unknown path with 200: tests of those rules skip or relax with a message instead of failing.
 */
export async function suitePredatesHostingRules(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/this-page-does-not-exist');
  return response.status() === 200;
}

export const STALE_SUITE =
  'The running suite predates the hosting rules in firebase.json: restart it to test 404s, rewrites and framing.';
