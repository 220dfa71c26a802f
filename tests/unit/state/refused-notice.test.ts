import { describe, expect, it } from 'vitest';
import { noticeSummary, type RefusedNotice } from '$lib/state/notice-words';
import { enteredOn } from '$lib/state/refused-notice';

const players = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];
const live = { tableId: 'T'.repeat(22), secret: 's'.repeat(43), device: 'd2', seat: 'p2', host: 'd1' };

describe('which phone entered a line, in words', () => {
  it('names the seat’s player, the host’s phone, or a watching phone', () => {
    expect(enteredOn({ by: { device: 'd2', seat: 'p2' } }, { players, live })).toBe('Ben’s phone');
    expect(enteredOn({ by: { device: 'd1', seat: null } }, { players, live })).toBe('the host’s phone');
    expect(enteredOn({ by: { device: 'd3', seat: null } }, { players, live })).toBe('a watching phone');
  });

  it('says nothing for a game never shared, and what a backup kept for one restored', () => {
    expect(enteredOn({ by: { device: 'd2', seat: 'p2' } }, { players })).toBeNull();
    expect(enteredOn({}, { players, live })).toBeNull();
    expect(enteredOn({ by: { seat: null, host: true } }, { players })).toBe('the host’s phone');
    expect(enteredOn({ by: { seat: 'p1', host: false } }, { players })).toBe('Ana’s phone');
  });
});

describe('the game screen’s notice of what a merge brought in', () => {
  const refused = (i: number): RefusedNotice => ({
    key: `refused:d2:${i}`,
    text: `Ana spun ${i}`,
    reason: 'Ana has already spun this turn (a 3): one spin a turn.',
    enteredOn: 'Ben’s phone',
    twiceOn: null
  });
  const twice: RefusedNotice = {
    key: 'twice:d2:9',
    text: 'Ana paid Ben 10M',
    reason: null,
    enteredOn: 'Ben’s phone',
    twiceOn: 'Ana’s phone'
  };

  it('says one entry as History does, and many as counts, never a list (the play-test’s 15 refusals covered the tiles)', () => {
    expect(noticeSummary([refused(3)])).toBe(
      'Refused: “Ana spun 3”, entered on Ben’s phone. Ana has already spun this turn (a 3): one spin a turn.'
    );
    expect(noticeSummary([twice])).toBe('“Ana paid Ben 10M”, entered on Ben’s phone, also entered on Ana’s phone: the same entry twice?');
    const fifteen = Array.from({ length: 15 }, (_, i) => refused(i));
    expect(noticeSummary(fifteen)).toBe("15 refused (each changed nothing): in all, where the table's changes met.");
    expect(noticeSummary([...fifteen, twice])).toBe(
      "15 refused (each changed nothing); 1 entered on two phones (the same twice?): in all, where the table's changes met."
    );
  });
});
