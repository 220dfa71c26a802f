// Disrupt's Secret Parameters at a live table: the commitment (SHA-256 of salt + token, by Web
// Crypto on the owner's phone) agrees with the fold's own SHA-256; a committed placement puts no
// token in the state; a reveal is checked against its commitment (a wrong one refused, saying why);
// an entry by hand; the final scoring waits for every token and then scores as a game placed at one
// phone; the owner's phone keeps its token in its own store and reveals it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyDisrupt } from '$lib/games/disrupt/apply';
import { unrevealed } from '$lib/games/disrupt/queries';
import { describeDisrupt } from '$lib/games/disrupt/describe';
import { finalScored, projectCommitted, projectPlaced, secretEnteredByHand, secretRevealed } from '$lib/games/disrupt/events';
import { CURRENT_VERSIONS } from '$lib/games/disrupt/versions';
import { DISRUPT_VERSIONS } from '$lib/games/disrupt/game-rules';
import { committedText, sealSecret } from '$lib/games/disrupt/secrets';
import { revealMatches, sha256Hex } from '$lib/games/disrupt/reveal-check';
import { disruptSetup, type DisruptState } from '$lib/games/disrupt/state';
import { heldSecrets } from '$lib/db/live-secrets';
import { commitmentOf, commitToken, revealsHeld, tokensUsedHere } from '$lib/live/secrets';
import { refusal, run } from '../../support/disrupt-events';
import { ANA } from '../helpers';

const BEN = { id: 'p2', name: 'Ben', color: '#1d4ed8' };
const two = () => disruptSetup({ kind: 'disrupt', players: [ANA, BEN], options: {} });
const TOKEN = { plus: 'design', minus: 'marketing' } as const;
const SALT = '00112233445566778899aabbccddeeff';

describe('the commitment', () => {
  it('the fold’s SHA-256 is SHA-256 (block edges, multi-byte text) and agrees with Web Crypto', async () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'b'.repeat(200), 'Ünïcode ✓ 💰'])
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await commitmentOf(SALT, TOKEN)).toBe(sha256Hex(committedText(SALT, TOKEN)));
    expect(revealMatches(await commitmentOf(SALT, TOKEN), SALT, TOKEN)).toBe(true);
    expect(revealMatches(await commitmentOf(SALT, TOKEN), SALT, { plus: 'marketing', minus: 'design' })).toBe(false);
  });

  it('the new events are typed and versioned', () => {
    expect(CURRENT_VERSIONS['disrupt.project-committed']).toBe(1);
    expect(DISRUPT_VERSIONS['disrupt.secret-revealed']).toEqual([1]);
    expect(DISRUPT_VERSIONS['disrupt.secret-entered-by-hand']).toEqual([1]);
    expect(projectCommitted({ project: 'eturnium', commitment: 'a'.repeat(64) })).toEqual({
      type: 'disrupt.project-committed',
      v: 1,
      project: 'eturnium',
      commitment: 'a'.repeat(64)
    });
  });
});

describe('the fold', () => {
  const commitment = sha256Hex(committedText(SALT, TOKEN));
  const placed = () => run(two(), projectCommitted({ project: 'eturnium', commitment }));

  it('a committed placement places the Project with no token in the state, under the same rules as today’s', () => {
    const s = placed();
    expect(s.placed.eturnium).toBe(true);
    expect(s.secrets).toEqual({});
    expect(s.commitments).toEqual({ eturnium: commitment });
    expect(JSON.stringify(s)).not.toContain(sealSecret(TOKEN));
    expect(unrevealed(s)).toEqual(['eturnium']);
    expect(refusal(s, projectCommitted({ project: 'boardtube', commitment }))).toMatch(/not in the Operations phase/);
    expect(refusal(two(), projectCommitted({ project: 'dicecoin', commitment }))).toMatch(/MiniaturePrime, BoardTube or Eturnium/);
    expect(refusal(two(), projectCommitted({ project: 'eturnium', commitment: 'not hex' }))).toMatch(/commitment/);
    const line = describeDisrupt(projectCommitted({ project: 'eturnium', commitment }), two(), [ANA, BEN]);
    expect(line).toBe('Ana (Startupper) placed Eturnium with a Secret Parameters token (kept on the phone that placed it)');
  });

  it('the reveal that matches the commitment gives the token; one that does not is refused with the reason', () => {
    const s = placed();
    expect(refusal(s, secretRevealed({ project: 'eturnium', salt: SALT, plus: 'marketing', minus: 'design' }))).toBe(
      'This reveal does not match the token placed on Eturnium: refused.'
    );
    expect(refusal(s, secretRevealed({ project: 'eturnium', salt: SALT.replace('0', '1'), ...TOKEN }))).toMatch(/does not match/);
    expect(refusal(s, secretRevealed({ project: 'boardtube', salt: SALT, ...TOKEN }))).toMatch(/not placed with a committed token/);
    const revealed = run(s, secretRevealed({ project: 'eturnium', salt: SALT, ...TOKEN }));
    expect(revealed.secrets.eturnium).toBe(sealSecret(TOKEN));
    expect(unrevealed(revealed)).toEqual([]);
    expect(refusal(revealed, secretRevealed({ project: 'eturnium', salt: SALT, ...TOKEN }))).toMatch(/already revealed/);
    expect(refusal(revealed, secretEnteredByHand({ project: 'eturnium', ...TOKEN }))).toMatch(/already revealed/);
  });

  it('the final scoring waits for every token; then scores as the same game placed with a sealed token at one phone', () => {
    const s = placed();
    expect(refusal(s, finalScored({ bullBear: [0, 0, 1] }))).toBe(
      'The final scoring waits for the Secret Parameters of Eturnium: revealed on the phone that placed it, or entered by hand.'
    );
    const live = run(s, secretRevealed({ project: 'eturnium', salt: SALT, ...TOKEN }), finalScored({ bullBear: [0, 0, 1] }));
    const atOnePhone = run(two(), projectPlaced({ project: 'eturnium', sealed: sealSecret(TOKEN) }), finalScored({ bullBear: [0, 0, 1] }));
    expect(live.final).toEqual(atOnePhone.final);
    expect(JSON.stringify(live.final!.result)).toContain('Secret Parameters of Eturnium');
  });

  it('a token entered by hand counts like a reveal, and its line says so', () => {
    const s = placed();
    const event = secretEnteredByHand({ project: 'eturnium', ...TOKEN });
    const entered = run(s, event);
    expect(entered.secrets.eturnium).toBe(sealSecret(TOKEN));
    expect(describeDisrupt(event, s, [ANA, BEN])).toBe('Secret Parameters of Eturnium entered by hand: +1 Design, −1 Marketing');
    expect(refusal(s, { ...event, plus: 'design', minus: 'design' })).toMatch(/\+1 one colour, −1 another/);
  });

  it('a game never shared keeps today’s placement and needs no reveal', () => {
    const s = run(two(), projectPlaced({ project: 'eturnium', sealed: sealSecret(TOKEN) }));
    expect(s.commitments).toBeUndefined();
    expect(unrevealed(s)).toEqual([]);
    expect('invalid' in applyDisrupt(s, finalScored({ bullBear: [0, 0, 0] }))).toBe(false);
  });
});

describe('the owner’s phone', () => {
  it('keeps the token and salt in its own store, dispatches only the commitment, and reveals what it holds', async () => {
    const placement = await commitToken('game-1', 'eturnium', TOKEN);
    expect(Object.keys(placement).sort()).toEqual(['commitment', 'project', 'type', 'v']);
    expect(JSON.stringify(placement)).not.toMatch(/design|marketing/);
    const [held] = await heldSecrets([placement.commitment]);
    expect(held).toMatchObject({ sessionId: 'game-1', project: 'eturnium', ...TOKEN });
    expect(revealMatches(placement.commitment, held.salt, TOKEN)).toBe(true);

    const s: DisruptState = run(two(), placement);
    expect([...(await tokensUsedHere('game-1', s.commitments!))]).toEqual([1]);
    const reveals = await revealsHeld(s.commitments!, (p) => Boolean(s.secrets[p]));
    expect(reveals).toHaveLength(1);
    expect(run(s, ...reveals).secrets.eturnium).toBe(sealSecret(TOKEN));
    // Another phone, which holds no token, has nothing to reveal.
    expect(await revealsHeld({ eturnium: sha256Hex('elsewhere') }, () => false)).toEqual([]);
  });
});
