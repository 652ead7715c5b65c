import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('script runs', () => {
  it('keeps a name of one script whole', () => {
    expect(scriptRuns('Ananya Kulkarni')).toEqual([{ script: 'latin', text: 'Ananya Kulkarni' }]);
    expect(scriptRuns('अनन्या कुलकर्णी')).toEqual([{ script: 'devanagari', text: 'अनन्या कुलकर्णी' }]);
    expect(scriptRuns('ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ')).toEqual([{ script: 'kannada', text: 'ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ' }]);
  });

  it('cuts mixed text where the script changes, a space staying with the run before it', () => {
    expect(scriptRuns('Dr. अनन्या Kulkarni, ಧಾರವಾಡ')).toEqual([
      { script: 'latin', text: 'Dr. ' },
      { script: 'devanagari', text: 'अनन्या ' },
      { script: 'latin', text: 'Kulkarni, ' },
      { script: 'kannada', text: 'ಧಾರವಾಡ' },
    ]);
  });

  it('keeps joiners, dandas and combining marks with the letters around them', () => {
    // ZWJ asks for the half form of ra; split off, the request would be lost.
    expect(scriptRuns('र\u200D्य')).toEqual([{ script: 'devanagari', text: 'र\u200D्य' }]);
    expect(scriptRuns('ರಾಜ್\u200Cಕುಮಾರ್')).toEqual([{ script: 'kannada', text: 'ರಾಜ್\u200Cಕುಮಾರ್' }]);
    expect(scriptRuns('नमस्ते।')).toEqual([{ script: 'devanagari', text: 'नमस्ते।' }]);
    expect(scriptRuns('Rene\u0301 देव')).toEqual([
      { script: 'latin', text: 'Rene\u0301 ' },
      { script: 'devanagari', text: 'देव' },
    ]);
  });

  it('counts Devanagari and Kannada digits with their scripts, other digits and punctuation as Latin', () => {
    expect(scriptRuns('कक्ष १२ (12)')).toEqual([
      { script: 'devanagari', text: 'कक्ष १२ ' },
      { script: 'latin', text: '(12)' },
    ]);
    expect(scriptRuns('ಕೊಠಡಿ ೧೨')).toEqual([{ script: 'kannada', text: 'ಕೊಠಡಿ ೧೨' }]);
  });

  it('sets Greek and Cyrillic with Latin, and leading spaces with the first run', () => {
    expect(scriptRuns('Σοφία Иванова')).toEqual([{ script: 'latin', text: 'Σοφία Иванова' }]);
    expect(scriptRuns(' ಅ')).toEqual([{ script: 'kannada', text: ' ಅ' }]);
  });

  it('gives nothing for empty text and one Latin run for spaces alone', () => {
    expect(scriptRuns('')).toEqual([]);
    expect(scriptRuns('  ')).toEqual([{ script: 'latin', text: '  ' }]);
  });
});
