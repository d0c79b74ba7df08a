/** 200 of `PUT /api/newsletter/unsubscribe/{id}`: the address shown masked (`j***@exemple.fr`). */
export type ApiNewsletterUnsubscribed = {
  unsubscribed: true;
  email: string;
  /** true when the link had already been used (the answer is the same success) */
  alreadyUnsubscribed: boolean;
};

/** A campaign's state: queued (waiting for the worker), sending, sent (every recipient done). */
export type ApiNewsletterCampaignStatus = 'queued' | 'sending' | 'sent';

/** Where each recipient of a campaign stands. */
export type ApiNewsletterCampaignCounts = {
  recipients: number;
  /** not yet sent */
  pending: number;
  sent: number;
  /** the SMTP server refused: not retried */
  failed: number;
  /** unsubscribed between the campaign's creation and their turn */
  skipped: number;
  /** in flight when a worker died: not sent again (at most once) */
  interrupted: number;
};

/** One line of `GET /api/newsletter?page=` and the body of `GET /api/newsletter/{id}` (with `template`). */
export type ApiNewsletterCampaign = {
  id: string;
  tag: string;
  filter: import('../validation/newsletter-campaigns').NewsletterFilter;
  template: { subject: string; body: string };
  status: ApiNewsletterCampaignStatus;
  counts: ApiNewsletterCampaignCounts;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type ApiNewsletterCampaignList = {
  campaigns: ApiNewsletterCampaign[];
  page: number;
  pageSize: number;
  total: number;
};

/** 200 of `POST /api/newsletter/` with `mode: "preview"`: the e-mail as a subscriber gets it, and the audience size. */
export type ApiNewsletterPreview = { recipients: number; subject: string; html: string; text: string };

/** 200 of `POST /api/newsletter/` with `mode: "test"`: sent to the staff member's own address. */
export type ApiNewsletterTestSent = { sentTo: string; message: string };
