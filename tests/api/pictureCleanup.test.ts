/**
 * Uploaded console pictures are not kept once nothing shows them (issue 38): a battle photo
 * replaced by another upload or by a web address on the battle form, or whose battle is deleted,
 * has its file removed after the change commits, so its address answers 404 while the new
 * picture is served; the same for the event picture. A file another row still shows stays, and a
 * file that cannot be deleted is logged while the change is answered as done.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createBattleWith } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { multipartFile, testPicture } from '../helpers/multipart';
import { battles, sponsors } from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const UPLOADED = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f]{32}\\.webp$`);

describe.each(dbKinds)('uploaded console pictures nothing shows any more on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { RATE_LIMIT_FACTOR: '1000' },
      {
        logDestination: {
          write: (chunk: string) => {
            for (const line of chunk.split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
          },
        },
      },
    );
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
  });

  /** What a browser gets for a picture address. */
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));
  const newBattle = (name: string) => createBattleWith(t.database.db, w.eventId, { name });

  async function uploadBattlePhoto(battleId: number): Promise<string> {
    const file = multipartFile(await testPicture('png'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organizer/battles/photo?id=${battleId}`,
      headers: { cookie: w.organizer, ...file.headers },
      payload: file.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().photo_url;
    expect(url).toMatch(UPLOADED('battles'));
    expect(await served(url)).toBe(200);
    return url;
  }

  /** Saves the battle form as the console sends it, with this photo address. */
  async function saveBattleForm(battleId: number, name: string, photoUrl: string | null) {
    const res = await send(w.organizer, 'PUT', '/api/organizer/battles', {
      id: battleId,
      name,
      photo_url: photoUrl,
      desc: null,
      endurance: 2,
      teamwork: 2,
      guts: 2,
      skill: 2,
      is_water: false,
      is_joker: false,
      closing_date: null,
      scoring_type: 'rank',
      score_1_label: null,
      score_2_label: null,
      time_1_label: null,
      time_2_label: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'organizerSaved' });
  }

  const photoOf = async (battleId: number) =>
    (await t.database.db.select().from(battles).where(eq(battles.id, battleId)))[0]?.photoUrl;

  it('a battle photo replaced by another upload is gone and the new one is served', async () => {
    const battle = await newBattle('Tug of war');
    const first = await uploadBattlePhoto(battle.id);
    const second = await uploadBattlePhoto(battle.id);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    expect(await photoOf(battle.id)).toBe(second);
  });

  it('a battle photo replaced by a web address on the battle form is gone; saving the form unchanged keeps it', async () => {
    const battle = await newBattle('Sack race');
    const photo = await uploadBattlePhoto(battle.id);
    // The form comes back with the upload in its link field: saving it keeps the file.
    await saveBattleForm(battle.id, 'Sack race', photo);
    expect(await served(photo)).toBe(200);
    await saveBattleForm(battle.id, 'Sack race', 'https://example.org/sack.jpg');
    expect(await served(photo)).toBe(404);
    expect(await photoOf(battle.id)).toBe('https://example.org/sack.jpg');
    const seen = (await send(w.supporter, 'GET', '/api/battles')).json();
    expect(JSON.stringify(seen)).toContain('https://example.org/sack.jpg');
    expect(JSON.stringify(seen)).not.toContain(photo);
  });

  it('deleting a battle removes its uploaded photo', async () => {
    const battle = await newBattle('Raft race');
    const photo = await uploadBattlePhoto(battle.id);
    const res = await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${battle.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await photoOf(battle.id)).toBeUndefined();
    expect(await served(photo)).toBe(404);
  });

  it('a file another battle or a sponsor still shows stays until the last one lets go of it', async () => {
    const one = await newBattle('Relay');
    const two = await newBattle('Relay again');
    const photo = await uploadBattlePhoto(one.id);
    // The battle form takes any of the app's picture addresses: the second battle shows it too.
    await saveBattleForm(two.id, 'Relay again', photo);
    await t.database.db.insert(sponsors).values({ eventId: w.eventId, photoUrl: photo });

    const replacement = await uploadBattlePhoto(one.id);
    expect(await served(photo)).toBe(200);
    const deleted = await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${two.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await served(photo)).toBe(200);

    await t.database.db.delete(sponsors).where(eq(sponsors.photoUrl, photo));
    // Nothing shows it now; the next change that drops it removes it.
    const three = await newBattle('Relay once more');
    await saveBattleForm(three.id, 'Relay once more', photo);
    await saveBattleForm(three.id, 'Relay once more', null);
    expect(await served(photo)).toBe(404);
    expect(await served(replacement)).toBe(200);
  });

  it('the event picture replaced by another upload or removed is gone', async () => {
    const uploadEventPicture = async () => {
      const file = multipartFile(await testPicture('jpeg'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/event/picture',
        headers: { cookie: w.organizer, ...file.headers },
        payload: file.body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().photo_url as string;
    };
    const first = await uploadEventPicture();
    expect(first).toMatch(UPLOADED('events'));
    const second = await uploadEventPicture();
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    expect((await send(w.player, 'GET', '/api/event')).json().photo_url).toBe(second);
    const removed = await send(w.organizer, 'DELETE', '/api/organizer/event/picture');
    expect(removed.statusCode).toBe(200);
    expect(await served(second)).toBe(404);
  });

  it('a file that cannot be deleted is logged and the change is still answered as done', async () => {
    const battle = await newBattle('Egg race');
    const photo = await uploadBattlePhoto(battle.id);
    // Something in the way: a folder where the file was, which a file deletion cannot remove.
    fs.rmSync(fileOf(photo));
    fs.mkdirSync(fileOf(photo));
    fs.writeFileSync(path.join(fileOf(photo), 'keep'), 'x');
    const before = logLines.length;

    await saveBattleForm(battle.id, 'Egg race', 'https://example.org/egg.jpg');
    expect(await photoOf(battle.id)).toBe('https://example.org/egg.jpg');
    const res = await send(w.organizer, 'DELETE', `/api/organizer/battles?id=${battle.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(logLines.slice(before)).toContainEqual(
      expect.objectContaining({ msg: 'an unused upload could not be deleted', url: photo }),
    );
  });
});
