import { describe, expect, it } from 'vitest';
import { invitationMessage, nameForMessage } from './mail-message.ts';

const LINK = 'https://tedi.example.org/accept-invitation?token=abc';

function invitation(inviterName: string, familyName = 'The Taylor family') {
  return invitationMessage({
    to: 'grandma@example.com',
    inviterName,
    familyName,
    link: LINK,
    expiresAt: new Date('2030-01-08T00:00:00Z'),
  });
}

describe('the invitation e-mail', () => {
  it('names the inviter and the family', () => {
    const message = invitation('Sam Taylor');
    expect(message.subject).toBe('Sam Taylor invites you to join The Taylor family on Tedi');
    expect(message.text).toContain('Sam Taylor has invited you to join The Taylor family on Tedi');
  });

  it('never carries a link, an address or control characters from a name the sender chose', () => {
    const message = invitation('Click http://evil.example to claim', 'Prize at www.evil.example or evil.example');
    expect(message.subject).toBe('Click to claim invites you to join Prize at or on Tedi');
    for (const part of [message.subject, message.text, message.html]) {
      expect(part).not.toMatch(/evil/);
      const links = part.match(/https?:\/\/[^\s<>"]+/g) ?? [];
      expect(links.every((link) => link.startsWith('https://tedi.example.org/'))).toBe(true);
    }
    expect(invitation('Sam\u202E\u0007\r\nBcc: x@evil.example').subject).toBe(
      'Sam Bcc: invites you to join The Taylor family on Tedi',
    );
  });

  it('caps a long name and falls back to plain words when nothing is left', () => {
    expect(nameForMessage('A'.repeat(200), 'A parent')).toBe(`${'A'.repeat(39)}…`);
    expect(nameForMessage('https://evil.example', 'A parent in your family')).toBe('A parent in your family');
    expect(invitation('  ').subject).toBe('A parent in your family invites you to join The Taylor family on Tedi');
    expect(nameForMessage('J. R. R. Tolkien', 'x')).toBe('J. R. R. Tolkien');
    expect(nameForMessage('Zoë O’Brien-Smith', 'x')).toBe('Zoë O’Brien-Smith');
  });
});
