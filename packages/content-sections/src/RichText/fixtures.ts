/** Rich text in each shape Strapi sends: Blocks JSON, Markdown, HTML. */
export const richTextFixtures = {
  blocks: {
    __component: 'blocks.rich-text',
    heading: 'Jak sjednat pojištění',
    content: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Pojištění sjednáte ' },
          { type: 'text', text: 'online za pár minut', bold: true },
          { type: 'text', text: ', po telefonu nebo na ' },
          { type: 'link', url: '/kontakty', children: [{ type: 'text', text: 'kterékoli pobočce' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Co budete potřebovat' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'technický průkaz vozidla' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'rodné číslo nebo IČO' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'číslo účtu pro platbu' }] },
        ],
      },
      {
        type: 'quote',
        children: [{ type: 'text', text: 'Smlouvu vám pošleme e-mailem ještě týž den.', italic: true }],
      },
    ],
  },
  markdown: {
    __component: 'blocks.rich-text',
    content:
      'Horizont je **smyšlená pojišťovna** pro ukázku webu.\n\nNechte nám na sebe číslo a ozveme se vám v čase, který si vyberete. Více na [stránce o nás](/o-nas).',
  },
  html: {
    __component: 'blocks.rich-text',
    heading: 'Sídlo',
    content:
      '<p>Ukázková 1, 110 00 Praha 1</p><p><a href="https://www.example.com/mapa" target="_blank">Otevřít mapu</a></p>',
  },
  longText: {
    __component: 'blocks.rich-text',
    content: `${'Příliš žluťoučký kůň úpěl ďábelské ódy. '.repeat(40)}Nejnepřekonatelnějšími`,
  },
} as const;

export const richTextInvalidFixtures = {
  empty: { __component: 'blocks.rich-text', content: '' },
  missing: { __component: 'blocks.rich-text', heading: 'Bez textu' },
} as const;
