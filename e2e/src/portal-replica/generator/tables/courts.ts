/**
 * Insolvency courts (a realistic subset of the ~180 German Insolvenzgerichte), their register courts and the
 * towns of their districts. Court addresses are used in legal-remedy paragraphs (a trap for address parsing).
 * Select codes (`NW07`, `R012`) are the replica's own: the real portal's code values are not documented.
 */
import type { StateCode, TemplateStyle } from '../notice.js';

export interface Town {
  readonly postalCode: string;
  readonly city: string;
}

export interface Court {
  readonly code: string;
  readonly state: StateCode;
  /** "Köln"; the court's name is "Amtsgericht " + place. */
  readonly place: string;
  readonly name: string;
  /** Result-table Gericht column. */
  readonly listingPlace: string;
  /** Text header name, e.g. "Amtsgericht Saarbrücken, Aussenstelle Sulzbach". */
  readonly headerName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly dialCode: string;
  /** Abteilungen for IN cases ('' = none, as at most Bavarian courts). */
  readonly inDivisions: readonly string[];
  readonly ikDivisions: readonly string[];
  readonly registerPlace: string;
  readonly registerSuffix: string;
  readonly azSuffix: 'none' | 'initial' | 'dezernat';
  readonly weight: number;
  /** Share of all publications that this court issues (Land share × share inside the Land). */
  readonly share: number;
  readonly towns: readonly Town[];
  readonly style: TemplateStyle;
}

export interface RegisterCourt {
  readonly code: string;
  readonly place: string;
  /** Name in texts: "Amtsgericht Iserlohn". */
  readonly name: string;
  /** Register column prefix: "Iserlohn", "Charlottenburg (Berlin)". */
  readonly listingPlace: string;
}

export const STATE_NAMES: Record<StateCode, string> = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
};

/** Share of all publications per Land (roughly the real distribution). */
export const STATE_WEIGHTS: Record<StateCode, number> = {
  NW: 22,
  BY: 13,
  BW: 11,
  NI: 10,
  HE: 7,
  BE: 6,
  SN: 5,
  RP: 4.5,
  SH: 4,
  HH: 3,
  BB: 3,
  ST: 3,
  TH: 2.5,
  MV: 2,
  HB: 1.5,
  SL: 1.5,
};

const STYLE_OF_STATE: Record<StateCode, TemplateStyle> = {
  NW: 'nrw',
  HH: 'nrw',
  SL: 'nrw',
  SN: 'sachsen',
  BE: 'berlin',
  BB: 'brandenburg',
  NI: 'short',
  HE: 'short',
  RP: 'short',
  HB: 'short',
  ST: 'short',
  BW: 'south',
  BY: 'south',
  MV: 'south',
  SH: 'south',
  TH: 'south',
};

interface Extra {
  listingPlace?: string;
  headerName?: string;
  registerSuffix?: string;
  azSuffix?: 'initial' | 'dezernat';
}

type Row = [StateCode, string, string, string, string, string, string, number, string, Extra?];

// state, place, "street, postal code city", dial code, IN divisions ('-' = none), IK divisions ('' = same),
// register court place, weight inside the Land, district towns "postal code city; …", extras.
const ROWS: Row[] = [
  ['BW', 'Stuttgart', 'Hauffstraße 5, 70190 Stuttgart', '0711', '1 2 3 4 5 6', '', 'Stuttgart', 6,
    '70173 Stuttgart; 70186 Stuttgart; 70469 Stuttgart; 70771 Leinfelden-Echterdingen; 70806 Kornwestheim; 70839 Gerlingen'],
  ['BW', 'Mannheim', 'Schloss Westflügel, 68159 Mannheim', '0621', '1 4 10', '', 'Mannheim', 4,
    '68159 Mannheim; 68165 Mannheim; 68307 Mannheim; 68775 Ketsch; 68782 Brühl; 69469 Weinheim'],
  ['BW', 'Karlsruhe', 'Schlossplatz 23, 76131 Karlsruhe', '0721', '101 102 103', '', 'Mannheim', 4,
    '76133 Karlsruhe; 76137 Karlsruhe; 76227 Karlsruhe; 76327 Pfinztal; 76646 Bruchsal; 76275 Ettlingen'],
  ['BW', 'Freiburg im Breisgau', 'Holzmarkt 2, 79098 Freiburg im Breisgau', '0761', '8 9', '', 'Freiburg im Breisgau', 4,
    '79098 Freiburg im Breisgau; 79110 Freiburg im Breisgau; 79336 Herbolzheim; 79312 Emmendingen; 79539 Lörrach'],
  ['BW', 'Heilbronn', 'Wilhelmstraße 2, 74072 Heilbronn', '07131', '10 11', '', 'Stuttgart', 3,
    '74072 Heilbronn; 74076 Heilbronn; 74172 Neckarsulm; 74211 Leingarten; 74348 Lauffen am Neckar'],
  ['BW', 'Ulm', 'Olgastraße 106, 89073 Ulm', '0731', '2 3', '', 'Ulm', 3,
    '89073 Ulm; 89077 Ulm; 89134 Blaustein; 88471 Laupheim; 89584 Ehingen (Donau)'],
  ['BW', 'Esslingen am Neckar', 'Ritterstraße 8, 73728 Esslingen am Neckar', '0711', '12 16', '', 'Stuttgart', 2,
    '73728 Esslingen am Neckar; 72622 Nürtingen; 73760 Ostfildern; 70794 Filderstadt; 73230 Kirchheim unter Teck'],
  ['BW', 'Ludwigsburg', 'Schorndorfer Straße 39, 71638 Ludwigsburg', '07141', '2 5', '', 'Stuttgart', 2,
    '71638 Ludwigsburg; 70825 Korntal-Münchingen; 71634 Ludwigsburg; 74321 Bietigheim-Bissingen'],
  ['BW', 'Ravensburg', 'Herrenstraße 40-44, 88212 Ravensburg', '0751', '20', '', 'Ulm', 2,
    '88212 Ravensburg; 88045 Friedrichshafen; 88250 Weingarten; 88400 Biberach an der Riß; 88299 Leutkirch im Allgäu'],
  ['BW', 'Tübingen', 'Doblerstraße 14, 72074 Tübingen', '07071', '7 16', '', 'Stuttgart', 2,
    '72070 Tübingen; 72764 Reutlingen; 72108 Rottenburg am Neckar; 72202 Nagold; 72336 Balingen'],
  ['BW', 'Göppingen', 'Pfarrstraße 25, 73033 Göppingen', '07161', '4', '', 'Ulm', 1,
    '73033 Göppingen; 73054 Eislingen/Fils; 73079 Süßen; 73312 Geislingen an der Steige'],
  ['BW', 'Villingen-Schwenningen', 'Niedere Straße 94, 78050 Villingen-Schwenningen', '07721', '1 5', '', 'Freiburg im Breisgau', 1,
    '78050 Villingen-Schwenningen; 78628 Rottweil; 78652 Deißlingen; 78098 Triberg im Schwarzwald; 78166 Donaueschingen'],
  ['BW', 'Heidelberg', 'Kurfürsten-Anlage 15, 69115 Heidelberg', '06221', '83', '', 'Mannheim', 2,
    '69115 Heidelberg; 69123 Heidelberg; 69168 Wiesloch; 69181 Leimen; 74889 Sinsheim'],
  ['BW', 'Pforzheim', 'Lindenstraße 8, 75175 Pforzheim', '07231', '2', '', 'Mannheim', 1,
    '75172 Pforzheim; 75179 Pforzheim; 75417 Mühlacker; 75228 Ispringen'],
  ['BW', 'Aalen', 'Stuttgarter Straße 9, 73430 Aalen', '07361', '2', '', 'Ulm', 1,
    '73430 Aalen; 73525 Schwäbisch Gmünd; 73479 Ellwangen (Jagst); 89518 Heidenheim an der Brenz'],
  ['BW', 'Offenburg', 'Hindenburgstraße 5, 77654 Offenburg', '0781', '3', '', 'Freiburg im Breisgau', 1,
    '77652 Offenburg; 77694 Kehl; 77933 Lahr/Schwarzwald; 77723 Gengenbach'],

  ['BY', 'München', 'Infanteriestraße 5, 80097 München', '089', '1500 1501 1506 1508 1509 1511 1542', '1503 1504 1507', 'München', 9,
    '80331 München; 80797 München; 81673 München; 80807 München; 85609 Aschheim; 82049 Pullach i. Isartal; 85591 Vaterstetten; 85716 Unterschleißheim'],
  ['BY', 'Nürnberg', 'Fürther Straße 110, 90429 Nürnberg', '0911', '-', '', 'Nürnberg', 5,
    '90402 Nürnberg; 90431 Nürnberg; 90461 Nürnberg; 90482 Nürnberg; 91126 Schwabach; 90607 Rückersdorf; 91052 Erlangen'],
  ['BY', 'Augsburg', 'Am Alten Einlaß 1, 86150 Augsburg', '0821', '-', '', 'Augsburg', 3,
    '86150 Augsburg; 86199 Augsburg; 86368 Gersthofen; 86609 Donauwörth; 86343 Königsbrunn'],
  ['BY', 'Regensburg', 'Kumpfmühler Straße 4, 93047 Regensburg', '0941', '2 4', '', 'Regensburg', 2,
    '93047 Regensburg; 93053 Regensburg; 93073 Neutraubling; 93309 Kelheim; 92318 Neumarkt i.d.OPf.'],
  ['BY', 'Würzburg', 'Ottostraße 5, 97070 Würzburg', '0931', '-', '', 'Würzburg', 2,
    '97070 Würzburg; 97080 Würzburg; 97318 Kitzingen; 97199 Ochsenfurt; 97209 Veitshöchheim'],
  ['BY', 'Ingolstadt', 'Auf der Schanz 37, 85049 Ingolstadt', '0841', '-', '', 'Ingolstadt', 2,
    '85049 Ingolstadt; 85055 Ingolstadt; 85290 Geisenfeld; 85072 Eichstätt; 86633 Neuburg an der Donau'],
  ['BY', 'Fürth', 'Bäumenstraße 32, 90762 Fürth', '0911', '-', '', 'Fürth', 1,
    '90762 Fürth; 90763 Fürth; 90513 Zirndorf; 90556 Cadolzburg; 91074 Herzogenaurach'],
  ['BY', 'Landshut', 'Maximilianstraße 22, 84028 Landshut', '0871', '-', '', 'Landshut', 1,
    '84028 Landshut; 84034 Landshut; 84130 Dingolfing; 84137 Vilsbiburg'],
  ['BY', 'Passau', 'Schustergasse 4, 94032 Passau', '0851', '-', '', 'Passau', 1,
    '94032 Passau; 94036 Passau; 94060 Pocking; 94099 Ruhstorf a.d.Rott'],
  ['BY', 'Bamberg', 'Synagogenplatz 1, 96047 Bamberg', '0951', '-', '', 'Bamberg', 1,
    '96047 Bamberg; 96052 Bamberg; 96103 Hallstadt; 91301 Forchheim'],
  ['BY', 'Hof', 'Berliner Platz 1, 95030 Hof', '09281', '-', '', 'Hof', 1,
    '95028 Hof; 95030 Hof; 95213 Münchberg; 95126 Schwarzenbach an der Saale'],
  ['BY', 'Kempten (Allgäu)', 'Residenzplatz 4-6, 87435 Kempten (Allgäu)', '0831', '-', '', 'Kempten (Allgäu)', 1,
    '87435 Kempten (Allgäu); 87437 Kempten (Allgäu); 87509 Immenstadt i. Allgäu; 87600 Kaufbeuren'],
  ['BY', 'Traunstein', 'Herzog-Otto-Straße 1, 83278 Traunstein', '0861', '610', '', 'Traunstein', 1,
    '83278 Traunstein; 83043 Bad Aibling; 83022 Rosenheim; 83395 Freilassing'],
  ['BY', 'Aschaffenburg', 'Erthalstraße 3, 63739 Aschaffenburg', '06021', '654', '', 'Aschaffenburg', 1,
    '63739 Aschaffenburg; 63741 Aschaffenburg; 63768 Hösbach; 63897 Miltenberg'],

  ['BE', 'Charlottenburg', 'Amtsgerichtsplatz 1, 14057 Berlin', '030',
    '36a 36b 36c 36d 36e 36g 36h 36l 36m 36n 36p 36r 36s 36t', '36k 36o 36q 36u 36v', 'Charlottenburg', 1,
    '10115 Berlin; 10247 Berlin; 10365 Berlin; 10435 Berlin; 10585 Berlin; 10707 Berlin; 10963 Berlin; 12043 Berlin; 12681 Berlin; 13055 Berlin; 13357 Berlin; 13435 Berlin; 12277 Berlin; 14165 Berlin; 13595 Berlin',
    { listingPlace: 'Charlottenburg (Berlin)', registerSuffix: 'B' }],

  ['BB', 'Potsdam', 'Hegelallee 8, 14467 Potsdam', '0331', '6 35', '', 'Potsdam', 2,
    '14467 Potsdam; 14469 Potsdam; 14612 Falkensee; 14959 Trebbin; 14513 Teltow; 14532 Kleinmachnow',
    { registerSuffix: 'P' }],
  ['BB', 'Cottbus', 'Gerichtsplatz 2, 03046 Cottbus', '0355', '63', '', 'Cottbus', 1,
    '03046 Cottbus; 03044 Cottbus; 03238 Finsterwalde; 01968 Senftenberg; 03149 Forst (Lausitz)',
    { registerSuffix: 'CB' }],
  ['BB', 'Frankfurt (Oder)', 'Müllroser Chaussee 55, 15236 Frankfurt (Oder)', '0335', '3', '', 'Frankfurt (Oder)', 1,
    '15230 Frankfurt (Oder); 15517 Fürstenwalde/Spree; 15344 Strausberg; 16225 Eberswalde',
    { registerSuffix: 'FF' }],
  ['BB', 'Neuruppin', 'Karl-Marx-Straße 18a, 16816 Neuruppin', '03391', '15', '', 'Neuruppin', 1,
    '16816 Neuruppin; 16761 Hennigsdorf; 16515 Oranienburg; 16866 Kyritz', { registerSuffix: 'NP' }],

  ['HB', 'Bremen', 'Ostertorstraße 25-31, 28195 Bremen', '0421', '502 507 524 530', '', 'Bremen', 3,
    '28195 Bremen; 28199 Bremen; 28359 Bremen; 28217 Bremen; 28757 Bremen', { registerSuffix: 'HB' }],
  ['HB', 'Bremerhaven', 'Nordstraße 10, 27580 Bremerhaven', '0471', '10', '', 'Bremen', 1,
    '27568 Bremerhaven; 27570 Bremerhaven; 27576 Bremerhaven', { registerSuffix: 'HB' }],

  ['HH', 'Hamburg', 'Sievekingplatz 1, 20355 Hamburg', '040', '67a 67b 67c 67e 67g 67h', '68a 68b 68c 68e 68g', 'Hamburg', 1,
    '20095 Hamburg; 20097 Hamburg; 20354 Hamburg; 21029 Hamburg; 22041 Hamburg; 22117 Hamburg; 22525 Hamburg; 22607 Hamburg; 22767 Hamburg; 21073 Hamburg'],

  ['HE', 'Frankfurt am Main', 'Gerichtsstraße 2, 60313 Frankfurt am Main', '069', '810', '812', 'Frankfurt am Main', 5,
    '60311 Frankfurt am Main; 60329 Frankfurt am Main; 60388 Frankfurt am Main; 60486 Frankfurt am Main; 65933 Frankfurt am Main; 60549 Frankfurt am Main; 61118 Bad Vilbel; 65760 Eschborn',
    { azSuffix: 'initial' }],
  ['HE', 'Wiesbaden', 'Mainzer Straße 124, 65189 Wiesbaden', '0611', '10', '', 'Wiesbaden', 2,
    '65183 Wiesbaden; 65205 Wiesbaden; 65343 Eltville am Rhein; 65187 Wiesbaden; 65232 Taunusstein'],
  ['HE', 'Darmstadt', 'Mathildenplatz 12, 64283 Darmstadt', '06151', '9', '', 'Darmstadt', 2,
    '64283 Darmstadt; 64293 Darmstadt; 64354 Reinheim; 64546 Mörfelden-Walldorf; 64331 Weiterstadt'],
  ['HE', 'Gießen', 'Gutfleischstraße 1, 35390 Gießen', '0641', '6', '', 'Gießen', 1,
    '35390 Gießen; 35398 Gießen; 36341 Lauterbach (Hessen); 35440 Linden; 35457 Lollar'],
  ['HE', 'Kassel', 'Frankfurter Straße 9, 34117 Kassel', '0561', '660 661', '', 'Kassel', 2,
    '34117 Kassel; 34119 Kassel; 34125 Kassel; 34225 Baunatal; 34246 Vellmar'],
  ['HE', 'Fulda', 'Königstraße 38, 36037 Fulda', '0661', '91', '', 'Fulda', 1,
    '36037 Fulda; 36043 Fulda; 36093 Künzell; 36100 Petersberg'],
  ['HE', 'Hanau', 'Nussallee 17, 63450 Hanau', '06181', '70', '', 'Hanau', 1,
    '63450 Hanau; 63457 Hanau; 63526 Erlensee; 63477 Maintal'],
  ['HE', 'Offenbach am Main', 'Kaiserstraße 16, 63065 Offenbach am Main', '069', '8', '', 'Offenbach am Main', 1,
    '63065 Offenbach am Main; 63067 Offenbach am Main; 63303 Dreieich; 63263 Neu-Isenburg; 63110 Rodgau'],
  ['HE', 'Friedberg (Hessen)', 'Homburger Straße 18, 61169 Friedberg (Hessen)', '06031', '60', '', 'Friedberg (Hessen)', 1,
    '61169 Friedberg (Hessen); 63654 Büdingen; 61231 Bad Nauheim; 61118 Bad Vilbel'],
  ['HE', 'Wetzlar', 'Wertherstraße 1, 35578 Wetzlar', '06441', '3', '', 'Wetzlar', 1,
    '35578 Wetzlar; 35683 Dillenburg; 35606 Solms; 35576 Wetzlar'],
  ['HE', 'Marburg', 'Universitätsstraße 48, 35037 Marburg', '06421', '22', '', 'Marburg', 1,
    '35037 Marburg; 35039 Marburg; 35260 Stadtallendorf; 35274 Kirchhain'],

  ['MV', 'Rostock', 'Zochstraße 13, 18057 Rostock', '0381', '60 62', '', 'Rostock', 2,
    '18055 Rostock; 18057 Rostock; 18209 Bad Doberan; 18273 Güstrow; 18195 Tessin'],
  ['MV', 'Schwerin', 'Demmlerplatz 1-2, 19053 Schwerin', '0385', '580', '', 'Schwerin', 1,
    '19053 Schwerin; 19055 Schwerin; 19370 Parchim; 19288 Ludwigslust'],
  ['MV', 'Neubrandenburg', 'Friedrich-Engels-Ring 16-18, 17033 Neubrandenburg', '0395', '701', '', 'Neubrandenburg', 1,
    '17033 Neubrandenburg; 17335 Strasburg (Uckermark); 17192 Waren (Müritz); 17235 Neustrelitz'],
  ['MV', 'Stralsund', 'Frankendamm 17, 18439 Stralsund', '03831', '92', '', 'Stralsund', 1,
    '18439 Stralsund; 18435 Stralsund; 18528 Bergen auf Rügen; 17489 Greifswald'],

  ['NI', 'Hannover', 'Volgersweg 1, 30175 Hannover', '0511', '902 904 909', '', 'Hannover', 4,
    '30159 Hannover; 30175 Hannover; 30455 Hannover; 30900 Wedemark; 30952 Ronnenberg; 31275 Lehrte; 30880 Laatzen; 30625 Hannover',
    { azSuffix: 'dezernat' }],
  ['NI', 'Braunschweig', 'Münzstraße 17, 38100 Braunschweig', '0531', '275', '', 'Braunschweig', 2,
    '38100 Braunschweig; 38102 Braunschweig; 38300 Wolfenbüttel; 38304 Wolfenbüttel; 38159 Vechelde'],
  ['NI', 'Oldenburg (Oldenburg)', 'Elisabethstraße 7, 26135 Oldenburg (Oldenburg)', '0441', '60 69', '', 'Oldenburg (Oldenburg)', 2,
    '26122 Oldenburg (Oldenburg); 26135 Oldenburg (Oldenburg); 26180 Rastede; 27793 Wildeshausen; 26160 Bad Zwischenahn'],
  ['NI', 'Osnabrück', 'Kollegienwall 29-31, 49074 Osnabrück', '0541', '59', '', 'Osnabrück', 2,
    '49074 Osnabrück; 49076 Osnabrück; 49124 Georgsmarienhütte; 49134 Wallenhorst; 49186 Bad Iburg'],
  ['NI', 'Göttingen', 'Maschmühlenweg 11, 37073 Göttingen', '0551', '71 74', '', 'Göttingen', 1,
    '37073 Göttingen; 37075 Göttingen; 37154 Northeim; 37115 Duderstadt'],
  ['NI', 'Hildesheim', 'Kaiserstraße 60, 31134 Hildesheim', '05121', '50 51', '', 'Hildesheim', 1,
    '31134 Hildesheim; 31137 Hildesheim; 31157 Sarstedt; 31028 Gronau (Leine); 31167 Bockenem'],
  ['NI', 'Lüneburg', 'Am Ochsenmarkt 3, 21335 Lüneburg', '04131', '7 56', '', 'Lüneburg', 1,
    '21335 Lüneburg; 21339 Lüneburg; 21391 Reppenstedt; 29633 Munster; 21357 Bardowick'],
  ['NI', 'Stade', 'Wilhelminenstraße 1, 21682 Stade', '04141', '73', '', 'Tostedt', 1,
    '21682 Stade; 21680 Stade; 21614 Buxtehude; 21698 Harsefeld'],
  ['NI', 'Aurich', 'Schlossplatz 2, 26603 Aurich', '04941', '9', '', 'Aurich', 1,
    '26603 Aurich; 26506 Norden; 26624 Südbrookmerland; 26789 Leer (Ostfriesland)'],
  ['NI', 'Wolfsburg', 'Rothenfelder Straße 43, 38440 Wolfsburg', '05361', '25', '', 'Braunschweig', 1,
    '38440 Wolfsburg; 38442 Wolfsburg; 38448 Wolfsburg; 38518 Gifhorn'],
  ['NI', 'Wilhelmshaven', 'Marktstraße 15, 26382 Wilhelmshaven', '04421', '10', '', 'Oldenburg (Oldenburg)', 1,
    '26382 Wilhelmshaven; 26384 Wilhelmshaven; 26386 Wilhelmshaven; 26441 Jever'],
  ['NI', 'Celle', 'Mühlenstraße 6, 29221 Celle', '05141', '33', '', 'Lüneburg', 1,
    '29221 Celle; 29223 Celle; 29225 Celle; 29328 Faßberg; 29308 Winsen (Aller)'],
  ['NI', 'Verden (Aller)', 'Johanniswall 8, 27283 Verden (Aller)', '04231', '8', '', 'Walsrode', 1,
    '27283 Verden (Aller); 27339 Riede; 28832 Achim; 27308 Kirchlinteln'],

  ['NW', 'Köln', 'Luxemburger Straße 101, 50939 Köln', '0221', '70a 70b 70c 70e 70h 71 73 74 75', '72 76 77', 'Köln', 9,
    '50667 Köln; 50733 Köln; 50858 Köln; 50931 Köln; 50937 Köln; 50999 Köln; 51103 Köln; 51105 Köln; 51143 Köln; 50389 Wesseling; 50126 Bergheim; 50354 Hürth'],
  ['NW', 'Düsseldorf', 'Werdener Straße 1, 40227 Düsseldorf', '0211', '502 503 504 506', '505 507', 'Düsseldorf', 7,
    '40210 Düsseldorf; 40211 Düsseldorf; 40227 Düsseldorf; 40477 Düsseldorf; 40545 Düsseldorf; 40589 Düsseldorf; 40699 Erkrath; 40764 Langenfeld (Rheinland); 40822 Mettmann; 41460 Neuss'],
  ['NW', 'Essen', 'Zweigertstraße 52, 45130 Essen', '0201', '160 163 166', '', 'Essen', 6,
    '45127 Essen; 45130 Essen; 45139 Essen; 45279 Essen; 45355 Essen; 45879 Gelsenkirchen; 45657 Recklinghausen; 45699 Herten; 46236 Bottrop'],
  ['NW', 'Dortmund', 'Gerichtsstraße 22, 44135 Dortmund', '0231', '251 256 257 259', '', 'Dortmund', 5,
    '44135 Dortmund; 44139 Dortmund; 44359 Dortmund; 44145 Dortmund; 59174 Kamen; 44575 Castrop-Rauxel; 58730 Fröndenberg/Ruhr; 59423 Unna'],
  ['NW', 'Duisburg', 'König-Heinrich-Platz 1, 47051 Duisburg', '0203', '60 62 63 64', '', 'Duisburg', 4,
    '47051 Duisburg; 47057 Duisburg; 47166 Duisburg; 46483 Wesel; 46535 Dinslaken; 46514 Schermbeck'],
  ['NW', 'Bochum', 'Viktoriastraße 14, 44787 Bochum', '0234', '80 81', '', 'Bochum', 3,
    '44787 Bochum; 44789 Bochum; 44866 Bochum; 45525 Hattingen; 58452 Witten; 44623 Herne'],
  ['NW', 'Wuppertal', 'Eiland 2, 42103 Wuppertal', '0202', '145', '', 'Wuppertal', 3,
    '42103 Wuppertal; 42119 Wuppertal; 42285 Wuppertal; 42551 Velbert; 42579 Heiligenhaus; 42655 Solingen; 42697 Solingen; 42853 Remscheid'],
  ['NW', 'Bonn', 'Wilhelmstraße 21, 53111 Bonn', '0228', '99', '', 'Bonn', 3,
    '53111 Bonn; 53113 Bonn; 53175 Bonn; 53721 Siegburg; 53773 Hennef (Sieg); 53840 Troisdorf'],
  ['NW', 'Aachen', 'Adalbertsteinweg 90, 52070 Aachen', '0241', '91 93', '', 'Aachen', 3,
    '52062 Aachen; 52070 Aachen; 52146 Würselen; 52349 Düren; 53947 Nettersheim; 52222 Stolberg (Rhld.)'],
  ['NW', 'Münster', 'Gerichtsstraße 2-6, 48149 Münster', '0251', '80 85', '', 'Münster', 3,
    '48143 Münster; 48149 Münster; 48153 Münster; 48231 Warendorf; 48268 Greven; 48653 Coesfeld'],
  ['NW', 'Bielefeld', 'Gerichtstraße 6, 33602 Bielefeld', '0521', '43', '', 'Bielefeld', 3,
    '33602 Bielefeld; 33611 Bielefeld; 33689 Bielefeld; 32051 Herford; 32120 Hiddenhausen; 33330 Gütersloh; 32545 Bad Oeynhausen'],
  ['NW', 'Kleve', 'Schloßberg 1, 47533 Kleve', '02821', '31 32 34', '', 'Kleve', 2,
    '47533 Kleve; 47441 Moers; 47445 Moers; 47623 Kevelaer; 47574 Goch; 46487 Wesel'],
  ['NW', 'Krefeld', 'Nordwall 131, 47798 Krefeld', '02151', '90', '', 'Krefeld', 2,
    '47798 Krefeld; 47799 Krefeld; 47805 Krefeld; 41379 Brüggen; 47906 Kempen; 41747 Viersen'],
  ['NW', 'Mönchengladbach', 'Hohenzollernstraße 157, 41061 Mönchengladbach', '02161', '19 20 45 46', '', 'Mönchengladbach', 2,
    '41061 Mönchengladbach; 41199 Mönchengladbach; 41236 Mönchengladbach; 41751 Viersen; 41836 Hückelhoven; 41844 Wegberg'],
  ['NW', 'Hagen', 'Heinitzstraße 42, 58097 Hagen', '02331', '100 109', '', 'Hagen', 2,
    '58095 Hagen; 58097 Hagen; 58511 Lüdenscheid; 58507 Lüdenscheid; 58638 Iserlohn; 58706 Menden (Sauerland)'],
  ['NW', 'Siegen', 'Berliner Straße 22, 57072 Siegen', '0271', '25', '', 'Siegen', 1,
    '57072 Siegen; 57076 Siegen; 57368 Lennestadt; 57482 Wenden; 57223 Kreuztal'],
  ['NW', 'Paderborn', 'Am Bogen 2-4, 33098 Paderborn', '05251', '2', '', 'Paderborn', 1,
    '33098 Paderborn; 33102 Paderborn; 33142 Büren; 33129 Delbrück'],
  ['NW', 'Arnsberg', 'Eichholzstraße 4, 59821 Arnsberg', '02931', '10', '', 'Arnsberg', 1,
    '59821 Arnsberg; 59755 Arnsberg; 59872 Meschede; 59494 Soest; 59909 Bestwig'],
  ['NW', 'Detmold', 'Heinrich-Drake-Straße 3, 32756 Detmold', '05231', '10', '', 'Lemgo', 1,
    '32756 Detmold; 32657 Lemgo; 32805 Horn-Bad Meinberg; 32825 Blomberg'],

  ['RP', 'Mainz', 'Diether-von-Isenburg-Straße 1, 55116 Mainz', '06131', '260 280', '', 'Mainz', 2,
    '55116 Mainz; 55129 Mainz; 55270 Ober-Olm; 55278 Hahnheim; 55218 Ingelheim am Rhein'],
  ['RP', 'Koblenz', 'Karmeliterstraße 14, 56068 Koblenz', '0261', '21 23', '', 'Koblenz', 2,
    '56068 Koblenz; 56070 Koblenz; 56073 Koblenz; 56564 Neuwied; 56218 Mülheim-Kärlich'],
  ['RP', 'Trier', 'Justizstraße 2-6, 54290 Trier', '0651', '23', '', 'Wittlich', 1,
    '54290 Trier; 54292 Trier; 54329 Konz; 54516 Wittlich'],
  ['RP', 'Kaiserslautern', 'Bahnhofstraße 24, 67655 Kaiserslautern', '0631', '1', '', 'Kaiserslautern', 1,
    '67655 Kaiserslautern; 67657 Kaiserslautern; 66849 Landstuhl; 67661 Kaiserslautern'],
  ['RP', 'Ludwigshafen am Rhein', 'Wittelsbachstraße 10, 67061 Ludwigshafen am Rhein', '0621', '3 e, 3 f', '', 'Ludwigshafen am Rhein', 1,
    '67059 Ludwigshafen am Rhein; 67061 Ludwigshafen am Rhein; 67245 Lambsheim; 67117 Limburgerhof; 67227 Frankenthal (Pfalz)'],
  ['RP', 'Bad Kreuznach', 'Ringstraße 79, 55543 Bad Kreuznach', '0671', '3', '', 'Bad Kreuznach', 1,
    '55543 Bad Kreuznach; 55545 Bad Kreuznach; 55571 Odernheim am Glan; 55559 Bretzenheim'],
  ['RP', 'Landau in der Pfalz', 'Marie-Curie-Straße 2, 76829 Landau in der Pfalz', '06341', '3', '', 'Landau in der Pfalz', 1,
    '76829 Landau in der Pfalz; 76726 Germersheim; 76877 Offenbach an der Queich'],

  ['SL', 'Saarbrücken', 'Vopeliusstraße 2, 66280 Sulzbach/Saar', '0681', '103 109 111 116', '', 'Saarbrücken', 1,
    '66111 Saarbrücken; 66113 Saarbrücken; 66131 Saarbrücken; 66386 St. Ingbert; 66740 Saarlouis; 66538 Neunkirchen; 66280 Sulzbach/Saar',
    { headerName: 'Amtsgericht Saarbrücken, Aussenstelle Sulzbach' }],

  ['SN', 'Dresden', 'Olbrichtplatz 1, 01099 Dresden', '0351', '531 532 534', '', 'Dresden', 4,
    '01067 Dresden; 01099 Dresden; 01139 Dresden; 01277 Dresden; 01328 Dresden; 01591 Riesa; 01662 Meißen; 01796 Pirna'],
  ['SN', 'Leipzig', 'Bernhard-Göring-Straße 64, 04275 Leipzig', '0341', '403 405 409', '', 'Leipzig', 4,
    '04105 Leipzig; 04109 Leipzig; 04178 Leipzig; 04279 Leipzig; 04329 Leipzig; 04442 Zwenkau; 04509 Delitzsch; 04808 Wurzen'],
  ['SN', 'Chemnitz', 'Gerichtsstraße 2, 09112 Chemnitz', '0371', '205 509', '', 'Chemnitz', 4,
    '09111 Chemnitz; 09113 Chemnitz; 09130 Chemnitz; 04703 Leisnig; 08056 Zwickau; 09599 Freiberg; 08523 Plauen'],

  ['ST', 'Magdeburg', 'Breiter Weg 203-206, 39104 Magdeburg', '0391', '340 350', '', 'Stendal', 2,
    '39104 Magdeburg; 39108 Magdeburg; 39418 Staßfurt; 39218 Schönebeck (Elbe)'],
  ['ST', 'Halle (Saale)', 'Thüringer Straße 16, 06112 Halle (Saale)', '0345', '59', '', 'Stendal', 2,
    '06108 Halle (Saale); 06112 Halle (Saale); 06179 Teutschenthal; 06246 Bad Lauchstädt; 06217 Merseburg'],
  ['ST', 'Dessau-Roßlau', 'Willy-Lohmann-Straße 29, 06844 Dessau-Roßlau', '0340', '2', '', 'Stendal', 1,
    '06844 Dessau-Roßlau; 06862 Dessau-Roßlau; 39261 Zerbst/Anhalt; 06749 Bitterfeld-Wolfen'],
  ['ST', 'Stendal', 'Scharnhorststraße 40, 39576 Stendal', '03931', '7', '', 'Stendal', 1,
    '39576 Stendal; 39606 Osterburg (Altmark); 39629 Bismark (Altmark); 29410 Salzwedel'],

  ['SH', 'Kiel', 'Deliusstraße 22, 24114 Kiel', '0431', '24', '', 'Kiel', 2,
    '24103 Kiel; 24114 Kiel; 24143 Kiel; 24211 Preetz; 24768 Rendsburg'],
  ['SH', 'Lübeck', 'Am Burgfeld 7, 23568 Lübeck', '0451', '6', '', 'Lübeck', 2,
    '23552 Lübeck; 23560 Lübeck; 23568 Lübeck; 23611 Bad Schwartau; 23795 Bad Segeberg'],
  ['SH', 'Flensburg', 'Südergraben 22, 24937 Flensburg', '0461', '56', '', 'Flensburg', 1,
    '24937 Flensburg; 24939 Flensburg; 24837 Schleswig; 25813 Husum'],
  ['SH', 'Pinneberg', 'Bahnhofstraße 17, 25421 Pinneberg', '04101', '71', '', 'Pinneberg', 1,
    '25421 Pinneberg; 25436 Tornesch; 22880 Wedel; 25451 Quickborn; 25335 Elmshorn'],
  ['SH', 'Neumünster', 'Boostedter Straße 26, 24534 Neumünster', '04321', '66', '', 'Kiel', 1,
    '24534 Neumünster; 24536 Neumünster; 24589 Nortorf'],
  ['SH', 'Norderstedt', 'Rathausallee 80, 22846 Norderstedt', '040', '66', '', 'Kiel', 1,
    '22846 Norderstedt; 22850 Norderstedt; 24558 Henstedt-Ulzburg; 22926 Ahrensburg'],

  ['TH', 'Erfurt', 'Rudolfstraße 46, 99092 Erfurt', '0361', '1 9', '', 'Jena', 2,
    '99084 Erfurt; 99094 Erfurt; 99096 Erfurt; 99310 Arnstadt; 99423 Weimar'],
  ['TH', 'Gera', 'Rudolf-Diener-Straße 1, 07545 Gera', '0365', '8', '', 'Jena', 1,
    '07545 Gera; 07548 Gera; 07318 Saalfeld/Saale; 07338 Kaulsdorf; 07743 Jena'],
  ['TH', 'Meiningen', 'Lindenallee 15, 98617 Meiningen', '03693', '4', '', 'Jena', 1,
    '98617 Meiningen; 98527 Suhl; 98574 Schmalkalden; 98646 Hildburghausen'],
  ['TH', 'Mühlhausen', 'Untermarkt 17, 99974 Mühlhausen/Thüringen', '03601', '3', '', 'Jena', 1,
    '99974 Mühlhausen/Thüringen; 99947 Bad Langensalza; 37308 Heilbad Heiligenstadt; 99734 Nordhausen'],
];

/** Register-only courts (no insolvency department in this table). */
const REGISTER_ONLY = ['Iserlohn', 'Bad Oeynhausen', 'Montabaur', 'Jena', 'Tostedt', 'Walsrode', 'Lemgo', 'Gelsenkirchen',
  'Düren', 'Siegburg', 'Wittlich', 'Coesfeld', 'Steinfurt'];

function splitDivisions(text: string): string[] {
  if (text === '-') return [''];
  return text.includes(',') ? text.split(',').map((d) => d.trim()) : text.split(' ');
}

function buildCourts(): Court[] {
  const counters = new Map<StateCode, number>();
  const sorted = [...ROWS].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'de'));
  return sorted.map(([state, place, address, dialCode, inDiv, ikDiv, registerPlace, weight, towns, extra]) => {
    const n = (counters.get(state) ?? 0) + 1;
    counters.set(state, n);
    const addressMatch = /^(.*), (\d{5}) (.*)$/.exec(address);
    if (!addressMatch) throw new Error(`bad court address ${address}`);
    const name = `Amtsgericht ${place}`;
    return {
      code: `${state}${String(n).padStart(2, '0')}`,
      state,
      place,
      name,
      listingPlace: extra?.listingPlace ?? place,
      headerName: extra?.headerName ?? name,
      street: addressMatch[1] as string,
      postalCode: addressMatch[2] as string,
      city: addressMatch[3] as string,
      dialCode,
      inDivisions: splitDivisions(inDiv),
      ikDivisions: ikDiv === '' ? splitDivisions(inDiv) : splitDivisions(ikDiv),
      registerPlace,
      registerSuffix: extra?.registerSuffix ?? '',
      azSuffix: extra?.azSuffix ?? 'none',
      weight,
      share: 0,
      towns: towns.split(';').map((t) => {
        const [postalCode, ...city] = t.trim().split(' ');
        return { postalCode: postalCode as string, city: city.join(' ') };
      }),
      style: STYLE_OF_STATE[state],
    };
  });
}

function withShares(courts: Court[]): Court[] {
  const stateTotal = new Map<StateCode, number>();
  for (const c of courts) stateTotal.set(c.state, (stateTotal.get(c.state) ?? 0) + c.weight);
  const weightTotal = Object.values(STATE_WEIGHTS).reduce((a, b) => a + b, 0);
  return courts.map((c) => ({
    ...c,
    share: (STATE_WEIGHTS[c.state] / weightTotal) * (c.weight / (stateTotal.get(c.state) as number)),
  }));
}

export const COURTS: readonly Court[] = withShares(buildCourts());

function buildRegisterCourts(): RegisterCourt[] {
  const places = new Set<string>([...COURTS.map((c) => c.registerPlace), ...REGISTER_ONLY]);
  return [...places]
    .sort((a, b) => a.localeCompare(b, 'de'))
    .map((place, i) => ({
      code: `R${String(i + 1).padStart(3, '0')}`,
      place,
      name: `Amtsgericht ${place}`,
      listingPlace: place === 'Charlottenburg' ? 'Charlottenburg (Berlin)' : place,
    }));
}

export const REGISTER_COURTS: readonly RegisterCourt[] = buildRegisterCourts();

const courtByCode = new Map(COURTS.map((c) => [c.code, c]));
const courtByName = new Map(COURTS.map((c) => [c.name, c]));
const registerByPlace = new Map(REGISTER_COURTS.map((r) => [r.place, r]));
const registerByListing = new Map(REGISTER_COURTS.map((r) => [r.listingPlace, r]));

export function courtByCodeOrUndefined(code: string): Court | undefined {
  return courtByCode.get(code);
}

export function courtByNameOrUndefined(name: string): Court | undefined {
  return courtByName.get(name);
}

export function registerCourtOf(place: string): RegisterCourt {
  const court = registerByPlace.get(place);
  if (!court) throw new Error(`unknown register court ${place}`);
  return court;
}

export function registerCourtByListingPlace(listingPlace: string): RegisterCourt | undefined {
  return registerByListing.get(listingPlace);
}
