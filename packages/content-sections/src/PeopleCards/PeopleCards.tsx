import { Avatar, cardGridClass } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import { PersonVideo } from './PersonVideo.js';
import type { PeopleCardsProps, Person } from './peopleCardsContent.js';

interface PersonCardProps {
  person: Person;
  /** `h3` under the block's heading, `h2` when the block has none (headings in order). */
  headingLevel: 2 | 3;
}

/** One person's card: server markup; only the video button (when there is a video) is a client leaf. */
function PersonCard({ person, headingLevel }: PersonCardProps) {
  const { name, position, email, photo, videoUrl } = person;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col items-center gap-3 rounded-card border border-line bg-surface p-6 text-center">
      {/* Decorative: the name is right below it. Without a photo, the name's initials. */}
      <Avatar name={name} photo={photo} size="lg" />
      <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{name}</Heading>
      <p className="text-ink-muted [overflow-wrap:anywhere]">{position}</p>
      <a
        href={`mailto:${email}`}
        className="font-semibold text-brand underline [overflow-wrap:anywhere] hover:text-brand-strong"
      >
        {email}
      </a>
      {videoUrl ? (
        <div className="mt-auto pt-2">
          <PersonVideo name={name} position={position} videoUrl={videoUrl} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * Contact people as cards: photo, name, position, e-mail, and a button that plays the person's video
 * in the ui video popup. Static unless someone has a video (see `peopleCardsBlock.island`).
 */
export function PeopleCards({ heading, people }: PeopleCardsProps) {
  return (
    <BlockSection heading={heading}>
      {people.length > 0 ? (
        <ul data-section-box="" className={`${cardGridClass(people.length)} gap-6`}>
          {people.map((person, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional; names may repeat
            <li key={index}>
              <PersonCard person={person} headingLevel={heading ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
