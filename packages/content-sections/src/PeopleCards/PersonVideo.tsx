'use client';

import { buttonClassName, useSite, VideoPopup } from '@insurance-web/ui';
import { useState } from 'react';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents.js';
import { useBlockMessages } from '../messages.js';

export interface PersonVideoProps {
  name: string;
  position: string;
  videoUrl: string;
}

/** The analytics category of the people cards' videos. */
const PEOPLE_CATEGORY = 'Lidé';

/**
 * The only interactive part of a person's card: the button and the video popup. A leaf of its own,
 * so the cards stay server markup and a block without videos ships no JavaScript.
 */
export function PersonVideo({ name, position, videoUrl }: PersonVideoProps) {
  const { analytics } = useSite();
  const t = useBlockMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        // Starts with the visible text (WCAG label in name) and says whose video it is.
        aria-label={t.peopleVideoLabel(name)}
        onClick={() => {
          setOpen(true);
          analytics({ name: ANALYTICS_EVENTS.video, category: PEOPLE_CATEGORY, label: name });
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
          <path d="M4 2.5v11l9-5.5z" />
        </svg>
        {t.peopleVideoButton}
      </button>
      <VideoPopup open={open} onOpenChange={setOpen} src={videoUrl} title={name}>
        {position}
      </VideoPopup>
    </>
  );
}
