import { insertQuickAnswer } from './AnswerForm';

describe('insertQuickAnswer', () => {
  it('fills an empty answer with the quick answer', () => {
    expect(insertQuickAnswer('  ', 'Bonjour.', null)).toBe('Bonjour.');
  });

  it('adds it at the end, a blank line apart, when the cursor is elsewhere', () => {
    expect(insertQuickAnswer('Madame,\n', 'Votre colis part demain.', null)).toBe('Madame,\n\nVotre colis part demain.');
  });

  it('puts it at the cursor between what is already written', () => {
    expect(insertQuickAnswer('Madame, Cordialement', 'Votre colis part demain.', 7)).toBe('Madame,\n\nVotre colis part demain.\n\nCordialement');
  });
});
