import type { Locale } from '@insurance-web/ui';

/** The texts of one variant of the meeting form: what it is, what is asked, what happens next. */
export interface MeetingVariantMessages {
  heading: string;
  perex: string;
  topic: string;
  where: string;
  online: string;
  onlineDescription: string;
  inPerson: string;
  inPersonDescription: string;
  drink: string;
  drinkHint: string;
  notesHint: string;
  successText: (eventName: string) => string;
}

export interface MeetingFormMessages {
  techEvent: MeetingVariantMessages;
  digitalMeeting: MeetingVariantMessages;
  /** The event's facts above the form (tech-event registration). */
  event: string;
  eventDate: string;
  venue: string;
  notes: string;
  submit: string;
  successHeading: string;
  /** Instead of the form once the event's day is over. */
  registrationClosed: string;
}

export const meetingFormMessages: Record<Locale, MeetingFormMessages> = {
  cs: {
    techEvent: {
      heading: 'Registrace na akci',
      perex: 'Vyplňte pár údajů a místo je vaše. Účast je zdarma.',
      topic: 'Téma, které vás zajímá nejvíc',
      where: 'Jak se zúčastníte?',
      online: 'Online',
      onlineDescription: 'Odkaz na přímý přenos vám pošleme e-mailem.',
      inPerson: 'Osobně',
      inPersonDescription: 'Přijdete na místo konání.',
      drink: 'Co si dáte k pití?',
      drinkHint: 'Nachystáme vám ho na místě.',
      notesHint: 'Na co se chcete zeptat, nebo co bychom měli vědět.',
      successText: (eventName) =>
        eventName
          ? `Registraci na akci ${eventName} jsme přijali. Podrobnosti vám pošleme e-mailem.`
          : 'Registraci jsme přijali. Podrobnosti vám pošleme e-mailem.',
    },
    digitalMeeting: {
      heading: 'Digitální schůzka se specialistou',
      perex: 'Probereme vaše pojištění přes videohovor, nebo osobně. Schůzka je nezávazná a zdarma.',
      topic: 'Téma schůzky',
      where: 'Jak se chcete setkat?',
      online: 'Online',
      onlineDescription: 'Videohovor v prohlížeči, nic nemusíte instalovat.',
      inPerson: 'Osobně',
      inPersonDescription: 'Na pobočce, kterou si spolu domluvíme.',
      drink: 'Co vám máme připravit k pití?',
      drinkHint: 'Nachystáme vám ho na schůzku.',
      notesHint: 'Kdy se vám schůzka hodí, nebo co chcete probrat.',
      successText: () => 'Specialista se vám do dvou pracovních dnů ozve a domluví s vámi termín schůzky.',
    },
    event: 'Akce',
    eventDate: 'Kdy',
    venue: 'Kde',
    notes: 'Poznámka',
    submit: 'Pokračovat',
    successHeading: 'Děkujeme!',
    registrationClosed: 'Akce už proběhla, registrace je uzavřena. Děkujeme za váš zájem.',
  },
  en: {
    techEvent: {
      heading: 'Event registration',
      perex: 'Fill in a few details and your place is booked. Attendance is free.',
      topic: 'The topic you are most interested in',
      where: 'How will you attend?',
      online: 'Online',
      onlineDescription: 'We will e-mail you a link to the live stream.',
      inPerson: 'In person',
      inPersonDescription: 'You come to the venue.',
      drink: 'What would you like to drink?',
      drinkHint: 'We will have it ready at the venue.',
      notesHint: 'What you would like to ask, or what we should know.',
      successText: (eventName) =>
        eventName
          ? `We have received your registration for ${eventName}. We will e-mail you the details.`
          : 'We have received your registration. We will e-mail you the details.',
    },
    digitalMeeting: {
      heading: 'Digital meeting with a specialist',
      perex: 'We go through your insurance over a video call, or in person. Free and without obligation.',
      topic: 'Topic of the meeting',
      where: 'How would you like to meet?',
      online: 'Online',
      onlineDescription: 'A video call in your browser, nothing to install.',
      inPerson: 'In person',
      inPersonDescription: 'At a branch we agree on together.',
      drink: 'What shall we have ready for you to drink?',
      drinkHint: 'We will have it ready for the meeting.',
      notesHint: 'When the meeting suits you, or what you would like to discuss.',
      successText: () => 'A specialist will contact you within two working days to agree on a time.',
    },
    event: 'Event',
    eventDate: 'When',
    venue: 'Where',
    notes: 'Notes',
    submit: 'Continue',
    successHeading: 'Thank you!',
    registrationClosed: 'The event has taken place and registration is closed. Thank you for your interest.',
  },
};
