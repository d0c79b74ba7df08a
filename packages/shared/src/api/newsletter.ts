/** 200 of `PUT /api/newsletter/unsubscribe/{id}`: the address shown masked (`j***@exemple.fr`). */
export type ApiNewsletterUnsubscribed = {
  unsubscribed: true;
  email: string;
  /** true when the link had already been used (the answer is the same success) */
  alreadyUnsubscribed: boolean;
};
