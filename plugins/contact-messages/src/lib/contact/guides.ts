import type { MedusaContainer } from "@medusajs/framework/types"
import type { ApiGuide, QuickResponse, StaffGuideTag } from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"

/**
 * The quick answers a shop starts with, until staff save their own (the same texts as the CMS seed's `messages`
 * guide, which this table replaces: ADR 005-customer-desk).
 */
export const DEFAULT_QUICK_RESPONSES: Record<StaffGuideTag, QuickResponse[]> = {
  messages: [
    {
      title: "Délai de livraison",
      text: "Bonjour, merci pour votre message. Votre commande est en cours de préparation et sera expédiée sous 48 heures ouvrées. Vous recevrez un e-mail contenant le lien de suivi dès la remise au transporteur. Bonne journée, le service client Maison Chaleur.",
    },
    {
      title: "Commande expédiée",
      text: "Bonjour, votre commande a bien été expédiée. Vous pouvez suivre son acheminement depuis la page « Suivre ma commande » avec votre numéro de commande et votre adresse e-mail. Nous restons à votre disposition pour toute question.",
    },
    {
      title: "Procédure de retour",
      text: "Bonjour, vous pouvez nous retourner le produit dans les quatorze jours suivant sa réception, complet et dans son emballage d'origine. Nous vous envoyons l'adresse de retour par retour de message ; le remboursement sera effectué sous quatorze jours après réception du colis.",
    },
    {
      title: "Demande de SAV",
      text: "Bonjour, nous sommes désolés de ce désagrément. Afin de traiter votre demande au plus vite, pourriez-vous nous transmettre la référence de l'appareil, votre numéro de commande et une photo ou une courte vidéo du problème ? Un technicien reviendra vers vous sous 48 heures ouvrées.",
    },
    {
      title: "Produit en rupture",
      text: "Bonjour, ce produit est momentanément en rupture de stock. Nous attendons un réapprovisionnement dans les prochaines semaines ; nous pouvons vous prévenir dès son retour ou vous proposer un modèle équivalent disponible immédiatement.",
    },
    {
      title: "Devis professionnel",
      text: "Bonjour, merci pour votre demande. Votre devis est disponible dans votre espace professionnel. Pour le commander, saisissez sa référence (au format 22-ABCDEF) dans le panier en étant connecté au compte auquel il est rattaché.",
    },
  ],
}

type GuideRow = { id: string; tag: string; quick_responses: unknown; updated_at: Date | string }

/** The stored guide of this tag, or null. */
export async function storedGuide(scope: MedusaContainer, tag: StaffGuideTag): Promise<GuideRow | null> {
  const service = scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
  const [row] = (await service.listShopGuides({ tag }, { take: 1 })) as unknown as GuideRow[]
  return row ?? null
}

/** `GET /api/guide/{tag}`: the saved quick answers, else the defaults (updatedAt null). */
export async function readGuide(scope: MedusaContainer, tag: StaffGuideTag): Promise<ApiGuide> {
  const row = await storedGuide(scope, tag)
  if (!row) return { tag, content: { quickResponses: DEFAULT_QUICK_RESPONSES[tag] }, updatedAt: null }
  const list = Array.isArray(row.quick_responses) ? (row.quick_responses as QuickResponse[]) : []
  return { tag, content: { quickResponses: list }, updatedAt: new Date(row.updated_at).toISOString() }
}
