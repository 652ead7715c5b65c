import { describe, expect, it } from 'vitest';
import { editionProblems } from './edition';
import { loadRepository, type FirebaseJson } from './repository';

const repo = loadRepository();
const EDITION = 'icei-2025';
const clone = (): FirebaseJson => structuredClone(repo.firebaseJson);
const functionsOf = (json: FirebaseJson) => [json.functions ?? []].flat()[0] ?? {};

describe('deploy check: one edition is shipped, whatever was built before', () => {
  it("passes on the repository's firebase.json: both targets build in their predeploy", () => {
    expect(editionProblems(repo.firebaseJson, EDITION)).toEqual([]);
  });

  it('fails when the site would be uploaded as last built', () => {
    const json = clone();
    delete json.hosting?.predeploy;
    expect(editionProblems(json, EDITION)).toEqual([
      `firebase.json: hosting has no predeploy that builds the site (web/dist): deploy would upload it as last built, for any edition, not necessarily ${EDITION}`,
    ]);
  });

  it('fails when the function would be uploaded as last built, or its hook builds something else', () => {
    const json = clone();
    functionsOf(json).predeploy = ['npm --prefix "$RESOURCE_DIR" run lint'];
    expect(editionProblems(json, EDITION)).toEqual([
      expect.stringMatching(/^firebase\.json: functions has no predeploy that builds the function \(functions\/lib\)/),
    ]);
  });
});
