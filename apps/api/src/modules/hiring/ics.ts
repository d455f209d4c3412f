/**
 * A calendar invitation (RFC 5545 iCalendar, METHOD:REQUEST) for a scheduled interview or tech
 * demonstration: calendars add it from the email's .ics attachment. Lines end in CRLF and are
 * folded at 75 octets; text values escape backslash, semicolon, comma and newlines (§3.3.11).
 */

export interface CalendarInvitation {
  /** Stable per application and status: a new date for the same step replaces the event. */
  uid: string;
  start: Date;
  /** Minutes; an hour unless told. */
  durationMinutes?: number;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invitation was made (DTSTAMP); also orders updates of one event (SEQUENCE). */
  now?: Date;
}

/** A UTC date-time in the basic form (19970714T173000Z), §3.3.5 form 2. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value (§3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted, without the double quotes and control characters it may not hold. */
function icsParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A mailto: address for ORGANIZER and ATTENDEE (a bare address, never a header-injecting one). */
const mailto = (email: string) => `mailto:${email.replace(/[\s<>"]/g, '')}`;

export function calendarInvitation(invitation: CalendarInvitation): string {
  const now = invitation.now ?? new Date();
  const end = new Date(invitation.start.getTime() + (invitation.durationMinutes ?? 60) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Canvas//Hiring//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTART:${icsDateTime(invitation.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${icsText(invitation.summary)}`,
    ...(invitation.location ? [`LOCATION:${icsText(invitation.location)}`] : []),
    `DESCRIPTION:${icsText(invitation.description)}`,
    `ORGANIZER;CN=${icsParam(invitation.organizer.name)}:${mailto(invitation.organizer.email)}`,
    `ATTENDEE;CN=${icsParam(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(invitation.attendee.email)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
