import { describe, expect, it } from 'vitest';
import { connectedNames, seatsTaken, type Person } from '$lib/live/people';
import { liveStatus } from '$lib/live/status';

describe('the live line’s state', () => {
  const news = { synced: false, everLive: true, online: true };

  it('is reconnecting, not offline, when the socket drops with the network up (the server out of reach)', () => {
    expect(liveStatus({ ...news, socket: 'disconnected' })).toBe('reconnecting');
    // Each of the provider's retries says so too, rather than flickering.
    expect(liveStatus({ ...news, socket: 'connecting' })).toBe('reconnecting');
    expect(liveStatus({ ...news, socket: 'connected' })).toBe('reconnecting');
  });

  it('is offline only when the browser says the network is gone', () => {
    expect(liveStatus({ ...news, socket: 'disconnected', online: false })).toBe('offline');
    expect(liveStatus({ ...news, socket: 'connecting', online: false })).toBe('offline');
  });

  it('is connecting until the page has first been live, and live once synced', () => {
    expect(liveStatus({ ...news, everLive: false, socket: 'disconnected' })).toBe('connecting');
    expect(liveStatus({ ...news, everLive: false, socket: 'connected' })).toBe('connecting');
    expect(liveStatus({ ...news, everLive: false, socket: 'connected', synced: true })).toBe('live');
  });
});

describe('who is at the table', () => {
  const players = [
    { id: 'p1', name: 'Ana' },
    { id: 'p2', name: 'Ben' }
  ];
  const people: Person[] = [
    { device: 'host', seat: 'p1', name: 'Ana' },
    { device: 'g1', seat: 'p2', name: 'Ben' },
    { device: 'g2', seat: null, name: 'watching' },
    // A device's newer state replaces its older one.
    { device: 'g1', seat: 'p2', name: 'Ben' }
  ];

  it('names each phone by the player whose seat it holds, in seat order, this one marked', () => {
    expect(connectedNames(people, players, { device: 'g1', host: 'host' })).toEqual(['Ana', 'Ben (this phone)', 'a watcher']);
    expect(connectedNames([...people].reverse(), players, { device: 'g2', host: 'host' })).toEqual([
      'Ana',
      'Ben',
      'a watcher (this phone)'
    ]);
  });

  it('says a host’s phone without a seat is the host’s, never by a name it does not hold', () => {
    const host: Person = { device: 'host', seat: null, name: 'the host’s phone' };
    expect(connectedNames([host], players, { device: 'host', host: 'host' })).toEqual(['the host (this phone)']);
    expect(connectedNames([host], players, { device: 'g1', host: 'host' })).toEqual(['the host']);
  });

  it('counts as taken the seats held by the other phones connected, not this phone’s own', () => {
    expect([...seatsTaken(people, 'g2')].sort()).toEqual(['p1', 'p2']);
    expect([...seatsTaken(people, 'host')]).toEqual(['p2']);
  });
});
