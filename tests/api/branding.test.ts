import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { branding } from '../../src/server/db/schema';

describe.each(dbKinds)('branding per host on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const brandingFor = (host: string) =>
    t.app.inject({ method: 'GET', url: '/api/branding', headers: { host } });

  it('answers the SPEC defaults when no branding is stored', async () => {
    const res = await brandingFor('localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primary_color: '#FF784B', secondary_color: '#002335' });
  });

  it('answers the row of the request host, and the default row for other hosts', async () => {
    await t.database.db.insert(branding).values([
      {
        host: '*',
        primaryColor: '#FF784B',
        secondaryColor: '#002335',
        favIcon: '/favicon.svg',
        sharePicture: '/share.png',
      },
      {
        host: 'acme.example',
        primaryColor: '#2563EB',
        secondaryColor: '#0B1B3F',
        favIcon: '/uploads/acme.svg',
        sharePicture: null,
      },
    ]);
    expect((await brandingFor('acme.example:8080')).json()).toEqual({
      primary_color: '#2563EB',
      secondary_color: '#0B1B3F',
      fav_icon: '/uploads/acme.svg',
      share_picture: null,
    });
    expect((await brandingFor('other.example')).json()).toMatchObject({
      primary_color: '#FF784B',
      fav_icon: '/favicon.svg',
    });
  });
});
