/** What the deck needs to know about each slide (lessons: from the build's plan; sets: from the set). */
export interface DeckSlide {
  n: number;
  kind: 'title' | 'content' | 'lab' | 'question';
  /** The section's anchor on the lesson page ('' for none) and a label for the counter and the speaker. */
  section: string;
  label: string;
}

export interface DeckInfo {
  /** BroadcastChannel key: `lesson:SLUG` or `set:…`. */
  id: string;
  title: string;
  slides: DeckSlide[];
  /** Where Esc leaves to; with exitAtSection, at the current slide's section (`#anchor`). */
  exitHref: string;
  exitAtSection: boolean;
  speakerHref: string;
}
