/**
 * The template's data list (spec §7 /api/datalist/*): each signed-in user's own products, in the
 * store.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DataListPage,
  DataListQuery,
  DATALIST_DEFAULT_PER_PAGE,
  Product,
  ProductAdd,
  ProductDelete,
  ProductsDelete,
  ProductsDeleted,
  ProductUpdate,
} from '../../../shared/schemas/template-datalist.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { DataListStore } from '../../template-api/datalist.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Data list'];
const WRITE_ERRORS = errorAnswers(400, 401, 403, 404, 413, 415);

const dataListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = new DataListStore(app.records);
  const userOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);

  app.get('/api/datalist/initial-data', {
    schema: {
      operationId: 'listAllProducts', summary: "Every product of the caller's data list, newest first", tags,
      response: { 200: Type.Array(Product), ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => products.all(userOf(request)));

  app.get('/api/datalist/data', {
    schema: {
      operationId: 'listProducts',
      summary: `One page of the caller's products (${DATALIST_DEFAULT_PER_PAGE} per page by default), filtered by q on name, category, price or order status`,
      tags,
      querystring: DataListQuery,
      response: { 200: DataListPage, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => {
    const { page = 1, perPage = DATALIST_DEFAULT_PER_PAGE, q } = request.query;
    return products.page(userOf(request), page, perPage, q);
  });

  app.post('/api/datalist/add-data', {
    schema: {
      operationId: 'addProduct',
      summary: 'Add a product: the BFF gives its id and computes the popularity colour (popularity.popValue not a number from 0 to 100 is stored as 0)',
      tags,
      body: ProductAdd,
      response: { 201: Product, ...errorAnswers(400, 401, 403, 409, 413, 415) },
    },
  }, async (request, reply) => reply.code(201).send(await products.add(userOf(request), request.body.obj)));

  app.post('/api/datalist/update-data', {
    schema: {
      operationId: 'updateProduct', summary: 'Replace a product, by obj.id (the colour is computed again; without img the image is kept)', tags,
      body: ProductUpdate,
      response: { 200: Product, ...WRITE_ERRORS },
    },
  }, async (request) => products.update(userOf(request), request.body.obj));

  app.post('/api/datalist/delete-data', {
    schema: {
      operationId: 'deleteProduct', summary: 'Delete a product, by obj.id; answers the deleted product', tags,
      body: ProductDelete,
      response: { 200: Product, ...WRITE_ERRORS },
    },
  }, async (request) => products.remove(userOf(request), request.body.obj.id));

  app.post('/api/datalist/delete-selected', {
    schema: {
      operationId: 'deleteProducts', summary: 'Delete several products by id: all of them, or none when one is unknown (404)', tags,
      body: ProductsDelete,
      response: { 200: ProductsDeleted, ...WRITE_ERRORS },
    },
  }, async (request) => ({ deleted: await products.removeMany(userOf(request), request.body.arr) }));
};

export default dataListRoutes;
