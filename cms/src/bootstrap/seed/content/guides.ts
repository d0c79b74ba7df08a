import type { GuideSeed } from './types';

/** The `messages` guide feeds the back-office's quick answers (spec: quickResponses of the guide tagged 'messages'). */
export const GUIDES: GuideSeed[] = [
  {
    tag: 'messages',
    title: 'Réponses rapides du service client',
    body: `
Ces réponses types servent de point de départ aux conseillers qui répondent aux messages des clients. Personnalisez toujours le prénom, le numéro de commande et les dates avant l'envoi.

Rappel des horaires du service client : du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.
`,
    quickResponses: [
      {
        title: 'Délai de livraison',
        text: "Bonjour, merci pour votre message. Votre commande est en cours de préparation et sera expédiée sous 48 heures ouvrées. Vous recevrez un e-mail contenant le lien de suivi dès la remise au transporteur. Bonne journée, le service client Maison Chaleur.",
      },
      {
        title: 'Commande expédiée',
        text: "Bonjour, votre commande a bien été expédiée. Vous pouvez suivre son acheminement depuis la page « Suivre ma commande » avec votre numéro de commande et votre adresse e-mail. Nous restons à votre disposition pour toute question.",
      },
      {
        title: 'Procédure de retour',
        text: "Bonjour, vous pouvez nous retourner le produit dans les quatorze jours suivant sa réception, complet et dans son emballage d'origine. Nous vous envoyons l'adresse de retour par retour de message ; le remboursement sera effectué sous quatorze jours après réception du colis.",
      },
      {
        title: 'Demande de SAV',
        text: "Bonjour, nous sommes désolés de ce désagrément. Afin de traiter votre demande au plus vite, pourriez-vous nous transmettre la référence de l'appareil, votre numéro de commande et une photo ou une courte vidéo du problème ? Un technicien reviendra vers vous sous 48 heures ouvrées.",
      },
      {
        title: 'Produit en rupture',
        text: "Bonjour, ce produit est momentanément en rupture de stock. Nous attendons un réapprovisionnement dans les prochaines semaines ; nous pouvons vous prévenir dès son retour ou vous proposer un modèle équivalent disponible immédiatement.",
      },
      {
        title: 'Devis professionnel',
        text: "Bonjour, merci pour votre demande. Votre devis est disponible dans votre espace professionnel. Pour le commander, saisissez sa référence (au format 22-ABCDEF) dans le panier en étant connecté au compte auquel il est rattaché.",
      },
    ],
  },
];
