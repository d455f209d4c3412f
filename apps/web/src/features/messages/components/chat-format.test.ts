import { describe, expect, it } from 'vitest';
import { GRACE, JORDAN, ME, makeChannel, makeGroup } from '../testing/chat-fixtures';
import { channelName, dayLabel, listTimeLabel } from './chat-format';

describe('chat-format', () => {
  it('names a direct channel after the other person and a group by its name', () => {
    expect(channelName(makeChannel(1), ME.userId)).toBe('Jordan Ellis');
    expect(channelName(makeChannel(1), JORDAN.userId)).toBe('Maya Robinson');
    expect(channelName(makeGroup(2, { name: 'Teachers', members: [ME, GRACE] }), ME.userId)).toBe('Teachers');
  });

  it("labels days 'Today', 'Yesterday', then by date", () => {
    const now = new Date(2026, 10, 26, 9, 30);
    expect(dayLabel(new Date(2026, 10, 26, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 25, 23, 55).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 20, 12).toISOString(), now)).toBe('Friday, November 20, 2026');
    expect(listTimeLabel(new Date(2026, 10, 20, 12).toISOString(), now)).toBe('Nov 20');
    expect(listTimeLabel(new Date(2026, 10, 26, 8, 5).toISOString(), now)).toBe('8:05 AM');
  });
});
