import { CallbackButton } from '@insurance-web/callback-forms';
import { Hero, type HeroContent } from '@insurance-web/content-sections';

/** The hero with the call-back form's `Zavolejte mi` action; the form's code loads when it opens. */
export function HeroWithCallback(props: HeroContent) {
  return <Hero {...props} action={props.callbackButton ? <CallbackButton /> : undefined} />;
}
