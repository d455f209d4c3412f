import { describe, expect, it } from 'vitest';
import { calendarInvitation, foldLine, icsDateTime, icsText } from './ics';

const invitation = {
  uid: 'application-7-scheduledInterviewDate@canvas',
  start: new Date('2026-12-03T16:30:00Z'),
  summary: 'Stylist — Marigold & Mane',
  location: '500 Congress Ave, Austin, TX 78701',
  description: 'Interview; bring your kit\nand your portfolio',
  organizer: { name: 'Marigold & Mane', email: 'jobs@marigold.example.com' },
  attendee: { name: 'Maya "M" Robinson', email: 'maya@example.com' },
  now: new Date('2026-11-26T14:00:00.123Z'),
};

describe('calendar invitation (RFC 5545)', () => {
  it('writes UTC date-times in the basic form', () => {
    expect(icsDateTime(new Date('2026-12-03T16:30:00.000Z'))).toBe('20261203T163000Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(icsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('holds one event with its UID, stamp, an hour from the start, summary, place and both people', () => {
    const ics = calendarInvitation(invitation);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Canvas//Hiring//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:application-7-scheduledInterviewDate@canvas',
      'DTSTAMP:20261126T140000Z',
      'SEQUENCE:1795701600',
      'DTSTART:20261203T163000Z',
      'DTEND:20261203T173000Z',
      'SUMMARY:Stylist — Marigold & Mane',
      'LOCATION:500 Congress Ave\\, Austin\\, TX 78701',
      'DESCRIPTION:Interview\\; bring your kit\\nand your portfolio',
      'ORGANIZER;CN="Marigold & Mane":mailto:jobs@marigold.example.com',
      // Folded at 75 octets, the next line starting with a space.
      'ATTENDEE;CN="Maya M Robinson";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RS',
      ' VP=TRUE:mailto:maya@example.com',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('leaves LOCATION out when there is no address', () => {
    expect(calendarInvitation({ ...invitation, location: '' })).not.toContain('LOCATION');
  });
});
