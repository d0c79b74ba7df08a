import { NEWSLETTER_AUDIENCE_LABELS, type ApiNewsletterCampaign, type NewsletterFilter } from '@shop/shared';

/** Texts of the newsletters screen (/admin/newsletters). Field refusals are the shared schema's. */
export const newsletterMessages = {
  title: 'Newsletters',
  intro:
    'Composez une campagne à partir d’un modèle, choisissez les abonnés qui la reçoivent, vérifiez l’aperçu, envoyez-vous un test, puis envoyez. L’envoi se fait en arrière-plan, au rythme autorisé par le serveur d’e-mails ; chaque e-mail porte son propre lien de désinscription.',
  composeTitle: 'Nouvelle campagne',
  model: 'Modèle',
  tag: 'Tag de la campagne',
  audience: 'Audience',
  tier: 'Palier de fidélité',
  category: 'Catégorie achetée',
  subject: 'Objet de l’e-mail',
  body: 'Texte (une ligne vide sépare les paragraphes)',
  preview: 'Aperçu',
  test: 'M’envoyer un test',
  send: 'Envoyer la campagne…',
  confirmSend: (count: number) => `Confirmer l’envoi à ${count} abonné${count > 1 ? 's' : ''}`,
  cancel: 'Annuler',
  previewTitle: 'Aperçu de l’e-mail',
  previewCount: (count: number) => `${count} abonné${count > 1 ? 's' : ''} recevr${count > 1 ? 'ont' : 'a'} cette campagne.`,
  queued: (tag: string) => `La campagne « ${tag} » est enregistrée : l’envoi a commencé.`,
  listTitle: 'Campagnes envoyées',
  loading: 'Chargement des campagnes…',
  failed: 'Les campagnes n’ont pas pu être chargées.',
  empty: 'Aucune campagne pour l’instant.',
  colTag: 'Tag',
  colSubject: 'Objet',
  colAudience: 'Audience',
  colStatus: 'Statut',
  colProgress: 'Envois',
  colDate: 'Créée le',
  followTitle: (tag: string) => `Envoi de « ${tag} »`,
  previous: 'Précédente',
  next: 'Suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  status: { queued: 'En attente', sending: 'En cours d’envoi', sent: 'Terminée' } as Record<ApiNewsletterCampaign['status'], string>,
  progress: (c: ApiNewsletterCampaign['counts']) =>
    [
      `${c.sent} / ${c.recipients} envoyé${c.sent > 1 ? 's' : ''}`,
      c.failed ? `${c.failed} en échec` : '',
      c.skipped ? `${c.skipped} désinscrit${c.skipped > 1 ? 's' : ''} entre-temps` : '',
      c.interrupted ? `${c.interrupted} interrompu${c.interrupted > 1 ? 's' : ''}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  tierOption: (tier: number) => `Fidélité ${tier} %`,
} as const;

/** The audience in words: "Professionnels", "Fidélité 10 %", "Acheteurs d’une catégorie : radiateurs/inertie". */
export function audienceText(filter: NewsletterFilter): string {
  if (filter.audience === 'loyalty') return newsletterMessages.tierOption(filter.tier);
  if (filter.audience === 'category') return `${NEWSLETTER_AUDIENCE_LABELS.category} : ${filter.category}`;
  return NEWSLETTER_AUDIENCE_LABELS[filter.audience];
}

/** The models a campaign starts from: they fill the subject and the text, which staff then adapt. */
export const NEWSLETTER_MODELS = [
  {
    id: 'nouveautes',
    label: 'Nouveautés du catalogue',
    subject: 'Les nouveautés Maison Chaleur',
    body: 'Bonjour,\n\nDécouvrez les derniers radiateurs, sèche-serviettes et cheminées électriques arrivés dans notre catalogue.\n\nÀ très bientôt sur maison-chaleur.fr !',
  },
  {
    id: 'promotion',
    label: 'Offre promotionnelle',
    subject: 'Une offre pour préparer l’hiver',
    body: 'Bonjour,\n\nJusqu’à la fin du mois, profitez de notre offre avec le code promo indiqué ci-dessous, à saisir dans votre panier.\n\nCODE : \n\nOffre valable dans la limite des stocks disponibles.',
  },
  {
    id: 'conseils',
    label: 'Conseils de saison',
    subject: 'Nos conseils pour bien chauffer votre logement',
    body: 'Bonjour,\n\nQuelques gestes simples pour un confort durable : programmez vos radiateurs, baissez de 1 °C la nuit et dépoussiérez les appareils avant l’hiver.\n\nNos conseillers répondent à vos questions par le formulaire de contact.',
  },
  { id: 'vide', label: 'Page blanche', subject: '', body: '' },
] as const;
