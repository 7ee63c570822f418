// {{business.homeTowns}}: the office's town, then the home-towns menu's, each once, whether or not
// the menu lists the office's town too.
import { describe, expect, it } from 'vitest';
import { businessValues } from '../../../generator/routes/fill.ts';
import { validate } from '../../../generator/validate/index.ts';
import { loaded } from '../../helpers/loaded-data.ts';

const { business } = validate(loaded());

describe('business.homeTowns', () => {
  it('names the office’s town first and once, when the menu lists it too', () => {
    expect(business.address.city).toBe('Milford');
    expect(businessValues(business, 14, ['Novi', 'Wixom'])['business.homeTowns']).toBe('Milford, Novi, Wixom');
    expect(businessValues(business, 14, ['Milford', 'Novi', 'Wixom'])['business.homeTowns']).toBe('Milford, Novi, Wixom');
    expect(businessValues(business, 14, ['Novi', 'Milford '])['business.homeTowns']).toBe('Milford, Novi');
  });
});
