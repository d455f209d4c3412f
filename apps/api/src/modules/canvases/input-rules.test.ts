import { messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createCanvas, ownerView, person } from './testing';

const t = useTestApp();

/** Issue 26: what the API answers for the input rules the editors also show. */
describe('PUT /api/canvas/{id}: input rules', () => {
  async function put(payload: object) {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'professional' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload,
    });
    return { response, read: () => ownerView(t, owner, id) };
  }

  it("refuses a percentage over 100 with 'Enter a percentage from 0 to 100.' and stores nothing", async () => {
    for (const payload of [
      { additionalInformation: { KPI: { productivity: 150 } } },
      { educations: [{ uuid: 'e', schoolName: 'Aveda Institute', gpa: 101 }] },
    ]) {
      const { response, read } = await put(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Enter a percentage from 0 to 100.');
      const canvas = await read();
      expect(canvas.additionalInformation.KPI.productivity).toBeNull();
      expect(canvas.educations).toEqual([]);
    }
    const { response, read } = await put({ additionalInformation: { KPI: { productivity: 100 } } });
    expect(response.statusCode).toBe(200);
    expect((await read()).additionalInformation.KPI.productivity).toBe(100);
  });

  it('takes a US ZIP (5 digits or ZIP+4) on a location and refuses anything else with its message', async () => {
    const location = (zipCode: string) => ({
      detail: {
        locations: [{ uuid: 'l', city: 'Austin', stateShort: 'TX', zipCode, coordinates: [-97.74, 30.27] }],
      },
    });
    for (const zip of ['7870', 'SW1A 1AA', '78701-12']) {
      const { response, read } = await put(location(zip));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(messages.usZipInvalid);
      expect(response.json().message).toBe('Enter a US ZIP code: 5 digits, or ZIP+4 (12345-6789).');
      expect((await read()).detail.locations).toEqual([]);
    }
    for (const zip of ['78701', '78701-1234']) {
      const { response, read } = await put(location(zip));
      expect(response.statusCode).toBe(200);
      expect((await read()).detail.locations[0]?.zipCode).toBe(zip);
    }
  });
});
