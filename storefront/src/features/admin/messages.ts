/**
 * Texts of the back-office shell (spec 2.4, 2.5 admin layout, 2.7). The spec quotes 'Authentification requise',
 * Email, Password, 'Connexion' and 'Accès refusé!' (kept as written); the rest is ours. Capabilities keep their own
 * texts in their folder.
 */
import { LOGIN_FAILED_MESSAGE } from '@shop/shared';

export const adminMessages = {
  title: 'Administration',
  backToShop: 'Retour à la boutique',
  logout: 'Déconnexion',
  loading: 'Chargement…',
  sessionFailed: 'La session n’a pas pu être vérifiée.',
  retry: 'Réessayer',
  skipToContent: 'Aller au contenu',
  // 2.7: the login gate
  loginTitle: 'Authentification requise',
  loginIntro: 'Cet espace est réservé à l’équipe de la boutique. Connectez-vous avec votre compte d’équipe.',
  email: 'Email',
  password: 'Password',
  login: 'Connexion',
  loggingIn: 'Connexion…',
  /** section 8: a refused login always reads so */
  loginFailed: LOGIN_FAILED_MESSAGE,
  // 2.7: logged in without the rights of the path
  deniedTitle: 'Accès refusé!',
  deniedNotice: 'Votre compte n’a pas les droits nécessaires pour ouvrir cette page. Demandez-les au responsable de la boutique.',
  deniedNotStaff: 'Cet espace est réservé à l’équipe de la boutique.',
  deniedGrants: (grants: string[]) => `Droits nécessaires : ${grants.join(', ')}.`,
  toDashboard: 'Tableau de bord',
  // menu (2.4)
  menuNav: 'Menu d’administration',
  openMenu: 'Ouvrir le menu d’administration',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Administration',
  // screens not built yet, unknown paths
  notAvailableTitle: 'Écran pas encore disponible',
  notAvailableText: (label: string) =>
    `L’écran « ${label} » du back-office n’est pas encore disponible. En attendant, ces contenus se gèrent dans l’administration de Strapi (textes, blog, FAQ, page d’accueil) ou de Medusa.`,
  unknownTitle: 'Page introuvable',
  unknownText: 'Cette page d’administration n’existe pas.',
  screenFailed: 'Cet écran n’a pas pu s’afficher.',
  // dashboard
  dashboardTitle: 'Tableau de bord',
  dashboardIntro: (name: string) => `Bonjour ${name}. Voici ce qui attend l’équipe aujourd’hui.`,
  dashboardEmpty: 'Aucun indicateur pour vos droits pour le moment.',
  tileFailed: 'Indicateur indisponible',
} as const;
