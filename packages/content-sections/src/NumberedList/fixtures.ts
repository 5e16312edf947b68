const T = 'blocks.numbered-list';

/** CMS data of the numbered list, as Strapi sends it (details as Blocks JSON, Markdown or HTML). */
export const numberedListFixtures = {
  full: {
    __component: T,
    heading: 'Jak nahlásit škodu na autě',
    items: [
      {
        heading: 'Zajistěte místo nehody',
        text: 'Zapněte výstražná světla, oblečte si reflexní vestu a postavte trojúhelník.',
        detail: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Pokud je někdo zraněný, volejte nejdřív ' },
              { type: 'text', text: 'záchrannou službu na čísle 155', bold: true },
              { type: 'text', text: '. Policii přivolejte vždy, když škoda přesáhne 100 000 Kč.' },
            ],
          },
          {
            type: 'list',
            format: 'unordered',
            children: [
              { type: 'list-item', children: [{ type: 'text', text: 'vyfoťte poškození obou vozidel' }] },
              { type: 'list-item', children: [{ type: 'text', text: 'zapište si SPZ a jména svědků' }] },
            ],
          },
        ],
      },
      {
        heading: 'Vyplňte záznam o nehodě',
        text: 'Formulář podepíší oba řidiči; každý si nechá jednu kopii.',
        detail:
          'Záznam o dopravní nehodě najdete v **zelené kartě** nebo si ho stáhněte na [stránce s formuláři](/formulare).',
      },
      {
        heading: 'Nahlaste škodu online',
        text: 'Stačí pár minut; o dalším postupu vás budeme informovat e-mailem.',
        detail: null,
      },
    ],
  },
  /** Headings only, no detail: a static block. */
  minimal: { __component: T, items: [{ heading: 'Vyberte si pojištění' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    items: [
      { heading: 'Vyberte si pojištění', text: null, detail: null },
      { heading: 'Zaplaťte online', text: '', detail: '' },
    ],
  },
  longText: {
    __component: T,
    heading: 'Co dělat, když se vám v zahraničí stane nehoda nebo onemocníte a potřebujete lékařskou péči',
    items: [
      {
        heading:
          'Kontaktujte nepřetržitou asistenční službu ještě předtím, než vyhledáte lékaře nebo nemocnici',
        text: 'Asistenční služba vám doporučí smluvní zdravotnické zařízení v okolí, zajistí tlumočníka a domluví přímou úhradu nákladů na léčení, takže nemusíte nic platit ze svého.',
        detail: `<h2>Co si připravit</h2><p>${'Číslo pojistné smlouvy, cestovní pas, adresu ubytování a telefonní číslo, na kterém budete k zastižení. '.repeat(12)}</p><ul><li>kopie lékařských zpráv</li><li>účtenky za léky a dopravu</li></ul>`,
      },
      { heading: 'Uschovejte všechny doklady', text: 'Účtenky, lékařské zprávy a policejní protokol.' },
    ],
  },
  empty: { __component: T, heading: 'Postup připravujeme', items: null },
} as const;

export const numberedListInvalidFixtures = {
  noHeading: { __component: T, items: [{ heading: '  ', text: 'Bez nadpisu' }] },
  detailNotText: { __component: T, items: [{ heading: 'Krok', detail: { type: 'paragraph' } }] },
} as const;
