import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormIslands } from '../islands';
import { CallbackSection } from './CallbackSection';
import { callbackSectionBlock } from './callbackSectionBlock';

const topics = [
  { value: 'VEHICLE', label: 'Pojištění vozidla' },
  { value: 'PROPERTY', label: 'Pojištění majetku' },
];

describeBlockContract(callbackSectionBlock, {
  valid: {
    minimal: { heading: 'Zavoláme vám' },
    full: {
      heading: 'Nevíte si rady?',
      perex: 'Nechte nám číslo, ozveme se ještě dnes.',
      buttonLabel: 'Chci zavolat',
      mode: 'asap',
      withTopic: true,
      topics,
    },
    nulls: {
      heading: 'Zavoláme vám',
      perex: null,
      buttonLabel: null,
      mode: null,
      withTopic: null,
      topics: null,
    },
  },
  invalid: {
    noHeading: { data: {}, path: 'heading' },
    unknownMode: { data: { heading: 'Zavoláme vám', mode: 'hned' }, path: 'mode' },
    topicVariantWithoutTopics: { data: { heading: 'Zavoláme vám', withTopic: true }, path: 'topics' },
    sameTopicTwice: {
      data: { heading: 'Zavoláme vám', withTopic: true, topics: [topics[0], topics[0]] },
      path: 'topics.1.value',
    },
  },
});

describe('forms.callback', () => {
  const html = (data: object) =>
    renderBlockToHtml(callbackSectionBlock, contentProps(callbackSectionBlock, data));

  it('renders a labelled section with the editor’s heading and the default button text', () => {
    const page = html({ heading: 'Zavoláme vám', perex: 'Ozveme se ještě dnes.' });
    expect(page).toMatch(/<section aria-labelledby="[^"]+"/);
    expect(page).toContain('Zavoláme vám');
    expect(page).toContain('Ozveme se ještě dnes.');
    expect(page).toContain('Zavolejte mi');
  });

  it('shows the editor’s button text instead of the default', () => {
    expect(html({ heading: 'Zavoláme vám', buttonLabel: 'Chci zavolat' })).toContain('Chci zavolat');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(
      callbackSectionBlock.island?.(contentProps(callbackSectionBlock, { heading: 'Zavoláme vám' })),
    ).toBe(true);
    expect(await callbackFormIslands['forms.callback']?.()).toBe(CallbackSection);
  });
});
