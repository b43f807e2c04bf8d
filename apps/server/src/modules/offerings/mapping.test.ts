import { describe, expect, it } from 'vitest';
import { timelineOf } from './mapping.ts';
import type { OfferingRow } from './repo.ts';

function row(fields: Partial<OfferingRow>): OfferingRow {
  return {
    state: 'open',
    createdAt: new Date('2026-11-20T02:00:00Z'),
    opensAt: new Date('2026-11-22T01:00:00Z'),
    closesAt: new Date('2026-12-04T09:00:00Z'),
    drawAt: new Date('2026-12-07T02:00:00Z'),
    allotmentAt: new Date('2026-12-09T02:00:00Z'),
    listingAt: new Date('2026-12-14T01:00:00Z'),
    allottedAt: null,
    ...fields,
  } as OfferingRow;
}

describe('the offering timeline', () => {
  const now = new Date('2026-11-27T02:00:00Z');

  it('lists the steps in the order of the lifecycle, dated as scheduled', () => {
    const timeline = timelineOf(row({}), now);
    expect(timeline.map((item) => item.step)).toEqual([
      'announced',
      'opens',
      'closes',
      'draw',
      'allotment',
      'listing',
    ]);
    expect(timeline[1]?.at).toBe('2026-11-22T01:00:00.000Z');
    expect(timeline.map((item) => item.isDone)).toEqual([true, true, false, false, false, false]);
  });

  it('does not date the opening before the announcement of an offering entered once under way', () => {
    const timeline = timelineOf(row({ createdAt: new Date('2026-11-26T03:00:00Z') }), now);
    expect(timeline[0]?.at).toBe('2026-11-26T03:00:00.000Z');
    expect(timeline[1]?.at).toBe('2026-11-26T03:00:00.000Z');
    const dates = timeline.map((item) => Date.parse(item.at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });
});
