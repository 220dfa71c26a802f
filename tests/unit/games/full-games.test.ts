// Whole games played through the rules (tests/support/full-games.ts): each reaches its end as the
// rulebook says, the backup file of them imports, and the checked-in copy the benchmark replays
// (tests/fixtures/full-games.json) is exactly what the generator makes today.
// Rewrite the file with: WRITE_FULL_GAMES=1 npx vitest run tests/unit/games/full-games.test.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBackup } from '$lib/db/backup';
import { hasWon } from '$lib/games/logo-billionaire/rules';
import { ROUNDS } from '$lib/games/disrupt/state';
import { disruptGame, fullGamesBackup, itStartupGame, logoBillionaireGame } from '../../support/full-games';

const FIXTURE = 'tests/fixtures/full-games.json';

describe('whole games played through the rules', () => {
  it('Logo Billionaire: someone reaches a billion and the game ends there', () => {
    const { state, events } = logoBillionaireGame();
    expect(state.winner).not.toBeNull();
    expect(hasWon(state.balances[state.winner!])).toBe(true);
    expect(events.filter((e) => e.type === 'lb.launch-stopped').length).toBeGreaterThan(3);
    expect(events.length).toBeGreaterThan(100);
  });

  it('IT Startup: a player passes 128 points at the end of a full round', () => {
    const { state } = itStartupGame();
    expect(state.outcome.state).toBe('won');
    const winner = (state.outcome as { winner: string }).winner;
    expect(state.points[winner]).toBeGreaterThanOrEqual(128);
    expect(new Set(Object.values(state.turnsDone)).size).toBe(1);
  });

  it('Disrupt: six rounds of three phases, then the final scoring', () => {
    const { state, events } = disruptGame();
    expect(state.round).toBe(ROUNDS);
    expect(state.final?.result.winners.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'disrupt.phase-advanced')).toHaveLength(ROUNDS * 3 - 1);
  });

  it('the backup of the three imports, and the benchmark’s copy is the one generated now', async () => {
    const text = JSON.stringify(fullGamesBackup());
    const parsed = await parseBackup(text);
    expect(parsed.ok ? parsed.backup.file.sessions.map((s) => s.session.status) : parsed.reason).toEqual([
      'finished',
      'finished',
      'finished'
    ]);
    if (process.env.WRITE_FULL_GAMES) writeFileSync(FIXTURE, `${text}\n`);
    expect(existsSync(FIXTURE), `${FIXTURE} is missing: WRITE_FULL_GAMES=1 writes it`).toBe(true);
    expect(readFileSync(FIXTURE, 'utf8')).toBe(`${text}\n`);
  });
});
