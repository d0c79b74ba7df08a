/**
 * THE REGISTRY: one line per capability of the back-office, each on its own line with a blank line around it (so
 * parallel branches adding theirs merge without conflicts). A capability exports its `AdminModule` from its
 * folder's module.ts and uncomments (or adds) its line here; the shell reads nothing else. See README.md.
 */

export { shellModule } from './shell/module';

export { ordersModule } from './orders/module';

export { usersModule } from './users/module';

export { messagesModule } from './messages/module';

export { promosModule } from './promos/module';

export { productsModule } from './products/module';

export { quotesModule } from './quotes/module';

export { newslettersModule } from './newsletters/module';

export { staffModule } from './staff/module';

export { manomanoModule } from './manomano/module';

export { devDeskModule } from './dev-desk/module';
export { editorialModule } from './editorial/module';

export { faqLandingModule } from './faq-landing/module';
export { companyModule } from './company/module';
