import { describe, expect, it } from 'vitest';
import { splitBody } from './message-body';

describe('a dev outbox message’s text', () => {
  it('picks out the six-digit code of an SMS', () => {
    expect(splitBody('Your AutoBid code is 482913. It expires in 5 minutes.')).toEqual([
      { kind: 'text', text: 'Your AutoBid code is ' },
      { kind: 'code', text: '482913' },
      { kind: 'text', text: '. It expires in 5 minutes.' },
    ]);
  });

  it('picks out an absolute link and a link on this site', () => {
    expect(
      splitBody(
        'Open http://127.0.0.1:3000/reset-password?user=3&token=ab_C-9 or /reset-password?user=3&token=x',
      ),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'http://127.0.0.1:3000/reset-password?user=3&token=ab_C-9' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: '/reset-password?user=3&token=x' },
    ]);
  });

  it('leaves longer numbers and scheme-less or script addresses as text', () => {
    expect(splitBody('Ref 12345678, javascript:alert(1) //evil.example?x=1')).toEqual([
      { kind: 'text', text: 'Ref 12345678, javascript:alert(1) //evil.example?x=1' },
    ]);
  });
});
