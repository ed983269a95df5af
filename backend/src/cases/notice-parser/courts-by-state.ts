import type { LandCode } from '../domain/land.js';
/**
 * Amtsgerichte by Land (portal codes BW BY BE BB HB HH HE MV NI NW RP SL SN ST SH TH).
 *
 * Covers every Amtsgericht that is an insolvency court (Insolvenzgericht) under the Länder's concentration rules,
 * plus the other Amtsgerichte of each Land, so that register courts and the portal's place names resolve too.
 * Names are the courts' own spelling ("Frankfurt am Main", "Halle (Saale)", "Weiden i.d. OPf."); variants the
 * notices and the portal use are listed in COURT_ALIASES. Only data: the lookup lives in court.ts.
 */
export type StateCode = LandCode;

export const STATE_NAMES: Readonly<Record<StateCode, string>> = {
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

/** Splits a comma-separated list of court names (kept as text so the table stays readable). */
function names(list: string): readonly string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export const COURTS_BY_STATE: Readonly<Record<StateCode, readonly string[]>> = {
  BW: names(`
    Aalen, Achern, Adelsheim, Backnang, Bad Mergentheim, Bad Säckingen, Bad Saulgau, Bad Urach, Bad Waldsee,
    Baden-Baden, Balingen, Besigheim, Biberach an der Riß, Böblingen, Brackenheim, Bretten, Bruchsal,
    Buchen (Odenwald), Bühl, Calw, Crailsheim, Donaueschingen, Ehingen (Donau), Ellwangen (Jagst), Emmendingen,
    Esslingen, Ettenheim, Ettlingen, Freiburg im Breisgau, Freudenstadt, Geislingen an der Steige, Gengenbach,
    Göppingen, Hechingen, Heidelberg, Heidenheim an der Brenz, Heilbronn, Horb am Neckar, Karlsruhe,
    Karlsruhe-Durlach, Kehl, Kenzingen, Kirchheim unter Teck, Konstanz, Künzelsau, Lahr (Schwarzwald), Leonberg,
    Leutkirch im Allgäu, Lörrach, Ludwigsburg, Mannheim, Marbach am Neckar, Maulbronn, Mosbach, Müllheim, Münsingen,
    Nagold, Neresheim, Nürtingen, Oberkirch, Oberndorf am Neckar, Offenburg, Öhringen, Pforzheim, Philippsburg,
    Rastatt, Ravensburg, Reutlingen, Riedlingen, Rottenburg am Neckar, Rottweil, Schönau im Schwarzwald, Schopfheim,
    Schorndorf, Schwäbisch Gmünd, Schwäbisch Hall, Schwetzingen, Sigmaringen, Sinsheim, Spaichingen, Stockach,
    Stuttgart, Stuttgart-Bad Cannstatt, Tauberbischofsheim, Tettnang, Titisee-Neustadt, Tübingen, Tuttlingen,
    Überlingen, Ulm, Vaihingen an der Enz, Villingen-Schwenningen, Waiblingen, Waldkirch, Waldshut-Tiengen,
    Wangen im Allgäu, Weinheim, Wertheim, Wiesloch, Wolfach
  `),
  BY: names(`
    Aichach, Altötting, Amberg, Ansbach, Aschaffenburg, Augsburg, Bad Kissingen, Bad Neustadt a.d. Saale, Bad Tölz,
    Bamberg, Bayreuth, Cham, Coburg, Dachau, Deggendorf, Dillingen a.d. Donau, Dingolfing, Ebersberg, Eggenfelden,
    Eichstätt, Erding, Erlangen, Forchheim, Freising, Freyung, Fürstenfeldbruck, Fürth, Füssen,
    Garmisch-Partenkirchen, Gemünden a. Main, Günzburg, Gunzenhausen, Haßfurt, Hersbruck, Hof, Ingolstadt,
    Kaufbeuren, Kelheim, Kempten (Allgäu), Kitzingen, Kronach, Kulmbach, Landau a.d. Isar, Landsberg am Lech,
    Landshut, Laufen, Lichtenfels, Lindau (Bodensee), Memmingen, Miesbach, Miltenberg, Mühldorf a. Inn, München,
    Neuburg a.d. Donau, Neumarkt i.d. OPf., Neustadt a.d. Aisch, Neu-Ulm, Nördlingen, Nürnberg, Obernburg a. Main,
    Pfaffenhofen a.d. Ilm, Passau, Regen, Regensburg, Rosenheim, Schwabach, Schwandorf, Schweinfurt, Sonthofen,
    Starnberg, Straubing, Sulzbach-Rosenberg, Tirschenreuth, Traunstein, Viechtach, Wasserburg a. Inn,
    Weiden i.d. OPf., Weilheim i. OB, Weißenburg i. Bay., Wolfratshausen, Wunsiedel, Würzburg
  `),
  BE: names(`
    Charlottenburg, Köpenick, Lichtenberg, Mitte, Neukölln, Pankow, Schöneberg, Spandau, Tempelhof-Kreuzberg,
    Tiergarten, Wedding
  `),
  BB: names(`
    Bad Liebenwerda, Bernau bei Berlin, Brandenburg an der Havel, Cottbus, Eberswalde, Eisenhüttenstadt,
    Frankfurt (Oder), Fürstenwalde/Spree, Guben, Königs Wusterhausen, Lübben (Spreewald), Luckenwalde, Nauen,
    Neuruppin, Oranienburg, Perleberg, Potsdam, Prenzlau, Rathenow, Schwedt/Oder, Senftenberg, Strausberg, Zossen
  `),
  HB: names(`
    Bremen, Bremen-Blumenthal, Bremerhaven
  `),
  HH: names(`
    Hamburg, Hamburg-Altona, Hamburg-Barmbek, Hamburg-Bergedorf, Hamburg-Blankenese, Hamburg-Harburg,
    Hamburg-St. Georg, Hamburg-Wandsbek
  `),
  HE: names(`
    Alsfeld, Bad Arolsen, Bad Hersfeld, Bad Homburg v. d. Höhe, Bad Schwalbach, Bensheim, Biedenkopf, Büdingen,
    Darmstadt, Dieburg, Dillenburg, Eltville am Rhein, Eschwege, Frankfurt am Main, Friedberg (Hessen), Fritzlar,
    Fulda, Gelnhausen, Gießen, Groß-Gerau, Hanau, Hofgeismar, Homberg (Efze), Hünfeld, Idstein, Kassel, Kirchhain,
    Königstein im Taunus, Korbach, Lampertheim, Langen (Hessen), Lauterbach (Hessen), Limburg a. d. Lahn, Marburg,
    Melsungen, Michelstadt, Nidda, Offenbach am Main, Rotenburg a. d. Fulda, Rüdesheim am Rhein, Rüsselsheim,
    Schlüchtern, Schwalmstadt, Seligenstadt, Usingen, Weilburg, Wetzlar, Wiesbaden, Witzenhausen
  `),
  MV: names(`
    Anklam, Bergen auf Rügen, Demmin, Grevesmühlen, Greifswald, Güstrow, Hagenow, Ludwigslust, Neubrandenburg,
    Neustrelitz, Parchim, Pasewalk, Ribnitz-Damgarten, Rostock, Schwerin, Stralsund, Waren (Müritz), Wismar, Wolgast
  `),
  NI: names(`
    Achim, Alfeld (Leine), Aurich, Bad Gandersheim, Bad Iburg, Bersenbrück, Brake (Unterweser), Braunschweig,
    Bremervörde, Bückeburg, Burgdorf, Buxtehude, Celle, Clausthal-Zellerfeld, Cloppenburg, Cuxhaven,
    Dannenberg (Elbe), Delmenhorst, Diepholz, Duderstadt, Einbeck, Emden, Gifhorn, Goslar, Göttingen, Hameln,
    Hann. Münden, Hannover, Helmstedt, Herzberg am Harz, Hildesheim, Holzminden, Jever, Leer (Ostfriesland), Lehrte,
    Lingen (Ems), Lüneburg, Meppen, Neustadt am Rübenberge, Nienburg (Weser), Norden, Nordenham, Nordhorn, Northeim,
    Oldenburg (Oldenburg), Osnabrück, Osterholz-Scharmbeck, Osterode am Harz, Otterndorf, Papenburg, Peine, Rinteln,
    Rotenburg (Wümme), Salzgitter, Soltau, Springe, Stade, Stadthagen, Stolzenau, Sulingen, Syke, Tostedt, Uelzen,
    Varel, Vechta, Verden (Aller), Walsrode, Westerstede, Wildeshausen, Wilhelmshaven, Winsen (Luhe), Wittmund,
    Wolfenbüttel, Wolfsburg, Zeven
  `),
  NW: names(`
    Aachen, Ahaus, Ahlen, Altena, Arnsberg, Bad Berleburg, Bad Oeynhausen, Beckum, Bergheim, Bergisch Gladbach,
    Bielefeld, Blomberg, Bocholt, Bochum, Bonn, Borken, Bottrop, Brakel, Brühl, Bünde, Castrop-Rauxel, Coesfeld,
    Delbrück, Detmold, Dinslaken, Dorsten, Dortmund, Duisburg, Duisburg-Hamborn, Duisburg-Ruhrort, Düren, Düsseldorf,
    Emmerich am Rhein, Erkelenz, Eschweiler, Essen, Essen-Borbeck, Essen-Steele, Euskirchen, Geilenkirchen, Geldern,
    Gelsenkirchen, Gelsenkirchen-Buer, Gladbeck, Grevenbroich, Gummersbach, Gütersloh, Hagen, Halle (Westf.), Hamm,
    Hattingen, Heinsberg, Herford, Herne, Herne-Wanne, Höxter, Ibbenbüren, Iserlohn, Jülich, Kamen, Kempen, Kerpen,
    Kleve, Köln, Königswinter, Krefeld, Langenfeld (Rheinland), Lemgo, Lennestadt, Leverkusen, Lippstadt, Lübbecke,
    Lüdenscheid, Lüdinghausen, Marl, Marsberg, Medebach, Meinerzhagen, Menden (Sauerland), Meschede, Mettmann,
    Minden, Moers, Mönchengladbach, Mönchengladbach-Rheydt, Monschau, Mülheim an der Ruhr, Münster, Nettetal, Neuss,
    Oberhausen, Olpe, Paderborn, Plettenberg, Rahden, Recklinghausen, Remscheid, Rheinbach, Rheinberg, Rheine,
    Rietberg, Schmallenberg, Schwelm, Schwerte, Siegburg, Siegen, Soest, Solingen, Steinfurt, Tecklenburg, Unna,
    Velbert, Waldbröl, Warburg, Warendorf, Warstein, Wermelskirchen, Wesel, Wetter (Ruhr), Wipperfürth, Witten,
    Wuppertal
  `),
  RP: names(`
    Altenkirchen (Westerwald), Alzey, Andernach, Bad Kreuznach, Bad Neuenahr-Ahrweiler, Bad Sobernheim,
    Bernkastel-Kues, Betzdorf, Bingen am Rhein, Bitburg, Cochem, Daun, Diez, Frankenthal (Pfalz), Germersheim,
    Grünstadt, Hachenburg, Hermeskeil, Idar-Oberstein, Kaiserslautern, Kandel, Kirchheimbolanden, Koblenz, Kusel,
    Lahnstein, Landau in der Pfalz, Landstuhl, Linz am Rhein, Ludwigshafen am Rhein, Mainz, Mayen, Montabaur,
    Neustadt an der Weinstraße, Neuwied, Pirmasens, Prüm, Rockenhausen, Saarburg, Sankt Goar, Simmern/Hunsrück,
    Speyer, Trier, Westerburg, Wittlich, Worms, Zweibrücken
  `),
  SL: names(`
    Homburg, Lebach, Merzig, Neunkirchen, Ottweiler, Saarbrücken, Saarlouis, St. Ingbert, St. Wendel, Völklingen
  `),
  SN: names(`
    Annaberg, Aue, Auerbach, Bautzen, Borna, Chemnitz, Dippoldiswalde, Döbeln, Dresden, Eilenburg, Freiberg, Görlitz,
    Grimma, Hainichen, Hohenstein-Ernstthal, Kamenz, Leipzig, Marienberg, Meißen, Oschatz, Pirna, Plauen, Riesa,
    Stollberg, Torgau, Weißwasser, Zittau, Zwickau
  `),
  ST: names(`
    Aschersleben, Bernburg (Saale), Bitterfeld-Wolfen, Burg, Dessau-Roßlau, Eisleben, Gardelegen, Halberstadt,
    Haldensleben, Halle (Saale), Köthen (Anhalt), Magdeburg, Merseburg, Naumburg, Oschersleben, Quedlinburg,
    Salzwedel, Sangerhausen, Schönebeck (Elbe), Stendal, Weißenfels, Wernigerode, Wittenberg, Zeitz
  `),
  SH: names(`
    Ahrensburg, Bad Oldesloe, Bad Segeberg, Eckernförde, Elmshorn, Eutin, Flensburg, Geesthacht, Husum, Itzehoe,
    Kiel, Lübeck, Meldorf, Neumünster, Niebüll, Norderstedt, Oldenburg in Holstein, Pinneberg, Plön, Ratzeburg,
    Reinbek, Rendsburg, Schleswig, Schwarzenbek
  `),
  TH: names(`
    Altenburg, Apolda, Arnstadt, Bad Salzungen, Eisenach, Erfurt, Gera, Gotha, Heilbad Heiligenstadt, Hildburghausen,
    Ilmenau, Jena, Meiningen, Mühlhausen, Nordhausen, Pößneck, Rudolstadt, Saalfeld, Sömmerda, Sondershausen,
    Sonneberg, Stadtroda, Weimar
  `),
};

/**
 * Other spellings → canonical court name. Keys are compared after folding (case, umlauts, punctuation, spaces),
 * so "Frankfurt/Oder" and "Frankfurt (Oder)" need no entry of their own. Bare names that several courts share
 * ("Halle", "Oldenburg", "Landau") point to the court that the unqualified name usually means.
 */
export const COURT_ALIASES: Readonly<Record<string, string>> = {
  'Berlin-Charlottenburg': 'Charlottenburg',
  'Berlin Charlottenburg': 'Charlottenburg',
  'Berlin-Köpenick': 'Köpenick',
  'Berlin-Lichtenberg': 'Lichtenberg',
  'Berlin-Mitte': 'Mitte',
  'Berlin-Neukölln': 'Neukölln',
  'Berlin-Pankow': 'Pankow',
  'Pankow/Weißensee': 'Pankow',
  'Pankow-Weißensee': 'Pankow',
  'Berlin-Schöneberg': 'Schöneberg',
  'Berlin-Spandau': 'Spandau',
  'Berlin-Tempelhof-Kreuzberg': 'Tempelhof-Kreuzberg',
  'Berlin-Tiergarten': 'Tiergarten',
  'Berlin-Wedding': 'Wedding',
  Frankfurt: 'Frankfurt am Main',
  'Frankfurt/Main': 'Frankfurt am Main',
  'Frankfurt a. M.': 'Frankfurt am Main',
  'Frankfurt a.M.': 'Frankfurt am Main',
  'Frankfurt/M.': 'Frankfurt am Main',
  'Frankfurt an der Oder': 'Frankfurt (Oder)',
  Offenbach: 'Offenbach am Main',
  'Offenbach/Main': 'Offenbach am Main',
  'Offenbach a. M.': 'Offenbach am Main',
  Halle: 'Halle (Saale)',
  'Halle an der Saale': 'Halle (Saale)',
  'Halle/Westfalen': 'Halle (Westf.)',
  Oldenburg: 'Oldenburg (Oldenburg)',
  'Oldenburg (Oldb)': 'Oldenburg (Oldenburg)',
  'Oldenburg (Oldb.)': 'Oldenburg (Oldenburg)',
  'Oldenburg i. O.': 'Oldenburg (Oldenburg)',
  'Oldenburg/Holstein': 'Oldenburg in Holstein',
  'Oldenburg i. H.': 'Oldenburg in Holstein',
  Freiburg: 'Freiburg im Breisgau',
  'Freiburg i. Br.': 'Freiburg im Breisgau',
  'Freiburg/Breisgau': 'Freiburg im Breisgau',
  Kempten: 'Kempten (Allgäu)',
  Weiden: 'Weiden i.d. OPf.',
  'Weiden in der Oberpfalz': 'Weiden i.d. OPf.',
  'Weiden i. d. Opf': 'Weiden i.d. OPf.',
  Neumarkt: 'Neumarkt i.d. OPf.',
  'Neumarkt in der Oberpfalz': 'Neumarkt i.d. OPf.',
  Friedberg: 'Friedberg (Hessen)',
  'Friedberg/Hessen': 'Friedberg (Hessen)',
  'Bad Homburg': 'Bad Homburg v. d. Höhe',
  'Bad Homburg vor der Höhe': 'Bad Homburg v. d. Höhe',
  'Bad Homburg v.d.H.': 'Bad Homburg v. d. Höhe',
  Limburg: 'Limburg a. d. Lahn',
  'Limburg an der Lahn': 'Limburg a. d. Lahn',
  'Rotenburg an der Fulda': 'Rotenburg a. d. Fulda',
  Königstein: 'Königstein im Taunus',
  Langen: 'Langen (Hessen)',
  Lauterbach: 'Lauterbach (Hessen)',
  Mühldorf: 'Mühldorf a. Inn',
  'Mühldorf am Inn': 'Mühldorf a. Inn',
  'Wasserburg am Inn': 'Wasserburg a. Inn',
  Weilheim: 'Weilheim i. OB',
  'Weilheim in Oberbayern': 'Weilheim i. OB',
  Weißenburg: 'Weißenburg i. Bay.',
  'Weißenburg in Bayern': 'Weißenburg i. Bay.',
  Landau: 'Landau in der Pfalz',
  'Landau/Pfalz': 'Landau in der Pfalz',
  'Landau an der Isar': 'Landau a.d. Isar',
  Ludwigshafen: 'Ludwigshafen am Rhein',
  'Ludwigshafen/Rhein': 'Ludwigshafen am Rhein',
  'Ludwigshafen a. Rh.': 'Ludwigshafen am Rhein',
  'Neustadt/Weinstraße': 'Neustadt an der Weinstraße',
  'Neustadt a. d. Weinstraße': 'Neustadt an der Weinstraße',
  'Neustadt an der Aisch': 'Neustadt a.d. Aisch',
  'Neuburg an der Donau': 'Neuburg a.d. Donau',
  'Dillingen an der Donau': 'Dillingen a.d. Donau',
  'Pfaffenhofen an der Ilm': 'Pfaffenhofen a.d. Ilm',
  'Bad Neustadt an der Saale': 'Bad Neustadt a.d. Saale',
  'Gemünden am Main': 'Gemünden a. Main',
  'Obernburg am Main': 'Obernburg a. Main',
  Lindau: 'Lindau (Bodensee)',
  Dessau: 'Dessau-Roßlau',
  'Dessau-Rosslau': 'Dessau-Roßlau',
  Waldshut: 'Waldshut-Tiengen',
  Villingen: 'Villingen-Schwenningen',
  Wangen: 'Wangen im Allgäu',
  Biberach: 'Biberach an der Riß',
  Heidenheim: 'Heidenheim an der Brenz',
  Ellwangen: 'Ellwangen (Jagst)',
  Lahr: 'Lahr (Schwarzwald)',
  'Esslingen am Neckar': 'Esslingen',
  Eßlingen: 'Esslingen',
  'Stuttgart-Bad Cannstadt': 'Stuttgart-Bad Cannstatt',
  Brandenburg: 'Brandenburg an der Havel',
  Fürstenwalde: 'Fürstenwalde/Spree',
  Lübben: 'Lübben (Spreewald)',
  Schwedt: 'Schwedt/Oder',
  Bernau: 'Bernau bei Berlin',
  Waren: 'Waren (Müritz)',
  Leer: 'Leer (Ostfriesland)',
  Lingen: 'Lingen (Ems)',
  Nienburg: 'Nienburg (Weser)',
  Verden: 'Verden (Aller)',
  Rotenburg: 'Rotenburg (Wümme)',
  Winsen: 'Winsen (Luhe)',
  Alfeld: 'Alfeld (Leine)',
  Brake: 'Brake (Unterweser)',
  Dannenberg: 'Dannenberg (Elbe)',
  'Hannoversch Münden': 'Hann. Münden',
  Osterode: 'Osterode am Harz',
  Herzberg: 'Herzberg am Harz',
  Mülheim: 'Mülheim an der Ruhr',
  'Mülheim a. d. Ruhr': 'Mülheim an der Ruhr',
  Langenfeld: 'Langenfeld (Rheinland)',
  Menden: 'Menden (Sauerland)',
  Wetter: 'Wetter (Ruhr)',
  Emmerich: 'Emmerich am Rhein',
  Rheydt: 'Mönchengladbach-Rheydt',
  Bingen: 'Bingen am Rhein',
  Frankenthal: 'Frankenthal (Pfalz)',
  Altenkirchen: 'Altenkirchen (Westerwald)',
  'Bad Neuenahr': 'Bad Neuenahr-Ahrweiler',
  Simmern: 'Simmern/Hunsrück',
  'St. Goar': 'Sankt Goar',
  Linz: 'Linz am Rhein',
  'Sankt Ingbert': 'St. Ingbert',
  'Sankt Wendel': 'St. Wendel',
  'Saarbrücken Aussenstelle Sulzbach': 'Saarbrücken',
  'Saarbrücken Außenstelle Sulzbach': 'Saarbrücken',
  Bernburg: 'Bernburg (Saale)',
  Köthen: 'Köthen (Anhalt)',
  Schönebeck: 'Schönebeck (Elbe)',
  'Lutherstadt Eisleben': 'Eisleben',
  'Lutherstadt Wittenberg': 'Wittenberg',
  Bitterfeld: 'Bitterfeld-Wolfen',
  Heiligenstadt: 'Heilbad Heiligenstadt',
  'Mühlhausen/Thüringen': 'Mühlhausen',
  'Annaberg-Buchholz': 'Annaberg',
  'Hamburg-St.Georg': 'Hamburg-St. Georg',
};
