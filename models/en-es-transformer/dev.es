¿No te acarreó esto tu dejar á Jehová tu Dios, cuando te hacía andar por camino?
Y el sacerdote echará del aceite sobre la palma de su mano izquierda;
Cuando alguno hiciere voto á Jehová, ó hiciere juramento ligando su alma con obligación, no violará su palabra: hará conforme á todo lo que salió de su boca.
Y hará llegar Aarón el becerro que era suyo para expiación, y hará la reconciliación por sí y por su casa, y degollará en expiación el becerro que es suyo.
Por las becerras de Beth-aven serán atemorizados los moradores de Samaria: porque su pueblo lamentará á causa del becerro, y sus sacerdotes que en él se regocijaban por su gloria, la cual será disipada.
Sus ciudades fueron asoladas, la tierra seca y desierta, tierra que no morará en ella nadie, ni pasará por ella hijo de hombre.
Bendiciendo te bendeciré, y multiplicando multiplicaré tu simiente como las estrellas del cielo, y como la arena que está á la orilla del mar; y tu simiente poseerá las puertas de sus enemigos:
Y sacónos Jehová de Egipto con mano fuerte, y con brazo extendido, y con grande espanto, y con señales y con milagros:
Y yendo por el camino, llegaron á cierta agua; y dijo el eunuco: He aquí agua; ¿qué impide que yo sea bautizado?
Después de estas cosas miré, y he aquí una gran compañía, la cual ninguno podía contar, de todas gentes y linajes y pueblos y lenguas, que estaban delante del trono y en la presencia del Cordero, vestidos de ropas blancas, y palmas en sus manos;
DESPUÉS de estas cosas oí una gran voz de gran compañía en el cielo, que decía: Aleluya: Salvación y honra y gloria y potencia al Señor Dios nuestro.
Y entró el rey David, y púsose delante de Jehová, y dijo: Señor Jehová, ¿quién soy yo, y qué es mi casa, para que tú me traigas hasta aquí?
Y los hijos de Jonathán: Peleth, y Zaza. Estos fueron los hijos de Jerameel.
Y descendieron sus hermanos y toda la casa de su padre, y tomáronle, y lleváronle, y le sepultaron entre Sora y Esthaol, en el sepulcro de su padre Manoa. Y él juzgó á Israel veinte años.
Porque en toda cabeza habrá calva, y toda barba será raída; sobre todas manos rasguños, y sacos sobre todos los lomos.
Y su presente será dos décimas de flor de harina amasada con aceite, ofrenda encendida á Jehová en olor suavísimo; y su libación de vino, la cuarta parte de un hin.
Y los Egipcios hicieron servir á los hijos de Israel con dureza:
Si probáremos á hablarte, serte ha molesto; mas ¿quién podrá detener las palabras?
Envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
En aquel día mirará el hombre á su Hacedor, y sus ojos contemplarán al Santo de Israel.
Quebrantado estoy por el quebrantamiento de la hija de mi pueblo; entenebrecido estoy, espanto me ha arrebatado.
Nadie me la quita, mas yo la pongo de mí mismo. Tengo poder para ponerla, y tengo poder para volverla á tomar. Este mandamiento recibí de mi Padre.
Precio recibieron en ti para derramar sangre; usura y logro tomaste, y á tus prójimos defraudaste con violencia: olvidástete de mí, dice el Señor Jehová.
Antes por el contrario, como vieron que el evangelio de la incircuncisión me era encargado, como á Pedro el de la circuncisión,
Y puesto de rodillas, clamó á gran voz: Señor, no les imputes este pecado. Y habiendo dicho esto, durmió.
Después de él se enfervorizó á restaurar Baruch hijo de Zachâi la otra medida, desde la esquina hasta la puerta de la casa de Eliasib gran sacerdote.
Entonces Marta, como oyó que Jesús venía, salió á encontrarle; mas María se estuvo en casa.
Y no oyó el rey al pueblo; porque era ordenación de Jehová, para confirmar su palabra, que Jehová había hablado por medio de Ahías Silonita á Jeroboam hijo de Nabat.
Y Judá dijo á Thamar su nuera: Estáte viuda en casa de tu padre, hasta que crezca Sela mi hijo; porque dijo: Que quizá no muera él también como sus hermanos. Y fuése Thamar, y estúvose en casa de su padre.
Entonces Jesús, teniendo misericordia de ellos, les tocó los ojos, y luego sus ojos recibieron la vista; y le siguieron.
¿No son todos espíritus administradores, enviados para servicio á favor de los que serán herederos de salud?
Con potencia de milagros y prodigios, en virtud del Espíritu de Dios: de manera que desde Jerusalem, y por los alrededores hasta Ilírico, he llenado todo del evangelio de Cristo.
Cuando comenzó á reinar era de veinticinco años, y reinó dieciséis años en Jerusalem. El nombre de su madre fué Jerusa hija de Sadoc.
En imaginaciones de visiones nocturnas, cuando el sueño cae sobre los hombres,
Y de no edificar casas para nuestra morada, y de no tener viña, ni heredad, ni sementera.
Y todos los ancianos y todo el pueblo le respondieron: No le obedezcas, ni hagas lo que te pide.
Cantad salmos á Jehová; porque ha hecho cosas magníficas: sea sabido esto por toda la tierra.
¿No es este David de quien cantaban en los corros, diciendo: Saúl hirió sus miles, y David sus diez miles?
Asimismo sacrificó, y quemó perfumes en los altos, y sobre los collados, y debajo de todo árbol umbroso.
La soberbia del hombre le abate; pero al humilde de espíritu sustenta la honra.
Mas el rey de Asiria halló que Oseas hacía conjuración: porque había enviado embajadores á So, rey de Egipto, y no pagaba tributo al rey de Asiria, como cada año: por lo que el rey de Asiria le detuvo, y le aprisionó en la casa de la cárcel.
Y entrando, les dice: ¿Por qué alborotáis y lloráis? La muchacha no es muerta, mas duerme.
Cada uno hurtará á la mano derecha, y tendrá hambre; y comerá á la izquierda, y no se hartará: cada cual comerá la carne de su brazo:
Y habló el pueblo contra Dios y Moisés: ¿Por qué nos hiciste subir de Egipto para que muramos en este desierto? que ni hay pan, ni agua, y nuestra alma tiene fastidio de este pan tan liviano.
Así alumbre vuestra luz delante de los hombres, para que vean vuestras obras buenas, y glorifiquen á vuestro Padre que está en los cielos.
Hicísteme notorios los caminos de la vida; me henchirás de gozo con tu presencia.
Yo he oído las murmuraciones de los hijos de Israel; háblales, diciendo: Entre las dos tardes comeréis carne, y por la mañana os hartaréis de pan, y sabréis que yo soy Jehová vuestro Dios.
A ninguna viuda ni huérfano afligiréis.
Y juntó las cinco cortinas de por sí, y las seis cortinas aparte.
Y partidos de Jotbatha, asentaron en Abrona.
Y mandó también al segundo, y al tercero, y á todos los que iban tras aquellas manadas, diciendo: Conforme á esto hablaréis á Esaú, cuando le hallareis.
Y dijo el rey á Joab, general del ejército que tenía consigo: Rodea todas las tribus de Israel, desde Dan hasta Beer-seba, y contad el pueblo, para que yo sepa el número de la gente.
Y tus hermanas, Sodoma con sus hijas y Samaria con sus hijas, volverán á su primer estado; tú también y tus hijas volveréis á vuestro primer estado.
E hizo que la barra del medio pasase por medio de las tablas del un cabo al otro.
Mas los hijos del reino serán echados á las tinieblas de afuera: allí será el lloro y el crujir de dientes.
Porque el que me hallare, hallará la vida, y alcanzará el favor de Jehová.
Las iglesias de Asia os saludan. Os saludan mucho en el Señor Aquila y Priscila, con la iglesia que está en su casa.
Habla á Zorobabel, gobernador de Judá, diciendo: Yo haré temblar los cielos y la tierra;
Fué pues la ira de Jehová contra Jerusalem y Judá, hasta que los echó de su presencia. Y Sedecías se rebeló contra el rey de Babilonia.
Y de los hijos de Bani: Mesullam, Malluch, y Adaías, Jasub, y Seal, y Ramoth.
Y dijo el Señor: Oid lo que dice el juez injusto.
Muchas mujeres hicieron el bien; mas tú las sobrepujaste á todas.
Con viento solano quiebras tú las naves de Tharsis.
Mas confiamos, y más quisiéramos partir del cuerpo, y estar presentes al Señor.
Y ajustaré el juicio á cordel, y á nivel la justicia; y granizo barrerá la acogida de la mentira, y aguas arrollarán el escondrijo.
Y los príncipes les dijeron: Vivan; mas sean leñadores y aguadores para toda la congregación, como los príncipes les han dicho.
Y respondiendo Satán dijo á Jehová: Piel por piel, todo lo que el hombre tiene dará por su vida.
Dicen atrevidamente á los que me irritan: Jehová dijo: Paz tendréis; y á cualquiera que anda tras la imaginación de su corazón, dijeron: No vendrá mal sobre vosotros.
Resta, hermanos, que tengáis gozo, seáis perfectos, tengáis consolación, sintáis una misma cosa, tengáis paz; y el Dios de paz y de caridad será con vosotros.
El infierno y la muerte dijeron: Su fama hemos oído con nuestros oídos.
Y enviará á Jesucristo, que os fué antes anunciado:
¿Tras quién ha salido el rey de Israel? ¿á quién persigues? ¿á un perro muerto? ¿á una pulga?
Y el rey dijo: Al que hablare contra ti, tráelo á mí, que no te tocará más.
Porque de día y de noche se agravó sobre mí tu mano; volvióse mi verdor en sequedades de estío. (Selah.)
PUES que Cristo ha padecido por nosotros en la carne, vosotros también estad armados del mismo pensamiento: que el que ha padecido en la carne, cesó de pecado;
¡Ay de vosotros, Fariseos! que amáis las primeras sillas en las sinagogas, y las salutaciones en las plazas.
He aquí os he repartido por suerte, en herencia para vuestras tribus, estas gentes, así las destruídas como las que quedan, desde el Jordán hasta la gran mar hacia donde el sol se pone.
Y salió fuego de Jehová, y consumió los doscientos y cincuenta hombres que ofrecían el sahumerio.
Y siendo ya de día salió, y se fué á un lugar desierto: y las gentes le buscaban, y vinieron hasta él; y le detenían para que no se apartase de ellos.
Y habiendo dado gracias, lo partió, y dijo: Tomad, comed: esto es mi cuerpo que por vosotros es partido: haced esto en memoria de mí.
Despierta, despierta, levántate, oh Jerusalem, que bebiste de la mano de Jehová el cáliz de su furor; las heces del cáliz de aturdimiento bebiste, y chupaste.
Por amor de tu nombre no nos deseches, ni trastornes el trono de tu gloria: acuérdate, no invalides tu pacto con nosotros.
A la mujer dijo: Multiplicaré en gran manera tus dolores y tus preñeces; con dolor parirás los hijos; y á tu marido será tu deseo, y él se enseñoreará de ti.
Si me alegré en el quebrantamiento del que me aborrecía, y me regocijé cuando le halló el mal;
Y ahora mi alma está derramada en mí; días de aflicción me han aprehendido.
Tomaron también á Lot, hijo del hermano de Abram, que moraba en Sodoma, y su hacienda, y se fueron.
Y sucedió que al séptimo día las aguas del diluvio fueron sobre la tierra.
Y respondióle Elías, y dijo: Si yo soy varón de Dios, descienda fuego del cielo, y consúmate con tus cincuenta. Y descendió fuego del cielo, que lo consumió á él y á sus cincuenta.
Y oyendo esto las gentes, estaban atónitas de su doctrina.
Deseando verte, acordándome de tus lágrimas, para ser lleno de gozo;
A ti, oh Dios de mis padres, confieso y te alabo, que me diste sabiduría y fortaleza, y ahora me enseñaste lo que te pedimos; pues nos has enseñado el negocio del rey.
Porque no hará nada el Señor Jehová, sin que revele su secreto á sus siervos los profetas.
Así perezcan todos tus enemigos, oh Jehová: mas los que le aman, sean como el sol cuando nace en su fuerza. Y la tierra reposó cuarenta años.
Y á los catorce años del rey Ezechîas, subió Sennachêrib rey de Asiria contra todas las ciudades fuertes de Judá, y tomólas.
Josué entonces le bendijo, y dió á Caleb hijo de Jephone á Hebrón por heredad.
POR tanto, es menester que con más diligencia atendamos á las cosas que hemos oído, porque acaso no nos escurramos.
Mejor es lo poco del justo, que las riquezas de muchos pecadores.
Y el que oyere mis palabras, y no las creyere, yo no le juzgo; porque no he venido á juzgar al mundo, sino á salvar al mundo.
Ninguna cosa mortecina, ni desgarrada, así de aves como de animales, comerán los sacerdotes.
Empero más fácil cosa es pasar el cielo y la tierra, que frustrarse un tilde de la ley.
A Tito, verdadero hijo en la común fe: Gracia, misericordia, y paz de Dios Padre, y del Señor Jesucristo Salvador nuestro.
Asimismo purificaréis todo vestido, y toda prenda de pieles, y toda obra de pelos de cabra, y todo vaso de madera.
Aguarda á Jehová; esfuérzate, y aliéntese tu corazón: sí, espera á Jehová.
Abrió su boca con sabiduría: y la ley de clemencia está en su lengua.
Y mora con él algunos días, hasta que el enojo de tu hermano se mitigue;
Engañosa es la gracia, y vana la hermosura: la mujer que teme á Jehová, ésa será alabada.
Y el sacerdote ungido meterá de la sangre del becerro en el tabernáculo del testimonio:
Habla á los hijos de Israel, diciendo: Cuando alguna persona pecare por yerro en alguno de los mandamientos de Jehová sobre cosas que no se han de hacer, y obrare contra alguno de ellos;
Y unció su carro, y tomó consigo su pueblo;
¿De qué sirve el precio en la mano del necio para comprar sabiduría, no teniendo entendimiento?
En el día que juzgará el Señor lo encubierto de los hombres, conforme á mi evangelio, por Jesucristo.
Entonces Pablo, habiendo ya mucho que no comíamos, puesto en pie en medio de ellos, dijo: Fuera de cierto conveniente, oh varones, haberme oído, y no partir de Creta, y evitar este inconveniente y daño.
Y á Heber nacieron dos hijos: el nombre del uno fué Peleg, porque en sus días fué repartida la tierra; y el nombre de su hermano, Joctán.
Rubén primogénito de Israel: los hijos de Rubén: Hanoc, del cual era la familia de los Hanochîtas; de Phallú, la familia de los Phalluitas;
Entonces Josaphat se inclinó rostro por tierra, y asimismo todo Judá y los moradores de Jerusalem se postraron delante de Jehová, y adoraron á Jehová.
Y Heber engendró á Japhlet, Semer, Hotham, y Sua hermana de ellos.
El que compra dice: malo es, malo es: mas en apartándose, se alaba.
El bautismo de Juan, ¿era del cielo, ó de los hombres? Respondedme.
Te echará á rodar con ímpetu, como á bola por tierra larga de términos: allá morirás, y allá estarán los carros de tu gloria, oh vergüenza de la casa de tu señor.
Y casas llenas de todo bien, que tú no henchiste, y cisternas cavadas, que tú no cavaste, viñas y olivares que no plantaste: luego que comieres y te hartares,
Los cuales vinieron á Balaam, y dijéronle: Así dice Balac, hijo de Zippor: Ruégote que no dejes de venir á mí:
Y un macho cabrío por expiación: además del holocausto continuo, y su presente y su libación.
Y llegándose sus discípulos, le despertaron, diciendo: Señor, sálvanos, que perecemos.
El que engrandece las saludes de su rey, y hace misericordia á su ungido, á David, y á su simiente, para siempre.
Y Abel trajo también de los primogénitos de sus ovejas, y de su grosura. Y miró Jehová con agrado á Abel y á su ofrenda;
Andad, he aquí yo os envío como corderos en medio de lobos.
Entonces el rey Belsasar fué muy turbado, y se le mudaron sus colores y alteráronse sus príncipes.
Mirad, pues, que no venga sobre vosotros lo que está dicho en los profetas;
Estaban también doce leones puestos allí sobre las seis gradas, de la una parte y de la otra: en ningún otro reino se había hecho trono semejante.
Porque recta es la palabra de Jehová, y toda su obra con verdadhecha.
Y el que hiere á algún animal, ha de restituirlo: animal por animal.
Sea ahora tu misericordia para consolarme, conforme á lo que has dicho á tu siervo.
Por tu nombre, oh Jehová me vivificarás: por tu justicia, sacarás mi alma de angustia.
Respondió Jesús: ¿No tiene el día doce horas? El que anduviere de día, no tropieza, porque ve la luz de este mundo.
Y viendo á Amalec, tomó su parábola, y dijo: Amalec, cabeza de gentes; mas su postrimería perecerá para siempre.
Y habló Jehová á Moisés, diciendo:
Después midió el muro de la casa, de seis codos; y de cuatro codos la anchura de las cámaras, en torno de la casa alrededor.
No harán mal ni dañarán en todo mi santo monte; porque la tierra será llena del conocimiento de Jehová, como cubren la mar las aguas.
Y viendo Noemi que estaba tan resuelta á ir con ella, dejó de hablarle.
Y toda persona tenía temor: y muchas maravillas y señales eran hechas por los apóstoles.
Y Jesús le dijo: Yo soy; y veréis al Hijo del hombre sentado á la diestra de la potencia de Dios, y viniendo en las nubes del cielo.
Y dijo Josué: ¿Por qué nos has turbado? Túrbete Jehová en este día. Y todos los Israelitas los apedrearon, y los quemaron á fuego, después de apedrearlos con piedras;
Y dijo Samsón: Muera yo con los Filisteos. Y estribando con esfuerzo, cayó la casa sobre los príncipes, y sobre todo el pueblo que estaba en ella. Y fueron muchos más los que de ellos mató muriendo, que los que había muerto en su vida.
Lo demás de los hechos de Achâz que puso por obra, ¿no está todo escrito en el libro de las crónicas de los reyes de Judá?
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí que yo despierto tus amantes contra ti, de los cuales se hartó tu deseo, y yo les haré venir contra ti en derredor;
No defraudando, antes mostrando toda buena lealtad, para que adornen en todo la doctrina de nuestro Salvador Dios.
Si no sea que, estando entre ellos prorrumpí en alta voz: Acerca de la resurrección de los muertos soy hoy juzgado de vosotros.
Por esto se enlutará la tierra, y los cielos arriba se oscurecerán, porque hablé, pensé, y no me arrepentí, ni me tornaré de ello.
Y los Israelitas dijeron á Gedeón: Sé nuestro señor, tú, y tu hijo, y tu nieto; pues que nos has librado de mano de Madián.
Hizo también en el oráculo dos querubines de madera de oliva, cada uno de altura de diez codos.
Y David moró en la fortaleza, y púsole por nombre la Ciudad de David: y edificó alrededor, desde Millo para adentro.
ESTOS son los hijos de Israel: Rubén, Simeón, Leví, Judá, Issachâr, Zabulón,
Y bendíjolos aquel día, diciendo: En ti bendecirá Israel, diciendo: Póngate Dios como á Ephraim y como á Manasés. Y puso á Ephraim delante de Manasés.
Y puso ejército en todas las ciudades fuertes de Judá, y colocó gente de guarnición, en tierra de Judá, y asimismo en las ciudades de Ephraim que su padre Asa había tomado.
Velad, estad firmes en la fe; portaos varonilmente, y esforzaos.
Entonces la tierra holgará sus sábados todos los días que estuviere asolada, y vosotros en la tierra de vuestros enemigos: la tierra descansará entonces y gozará sus sábados.
Y te juramentaré por Jehová, Dios de los cielos y Dios de la tierra, que no has de tomar mujer para mi hijo de las hijas de los Cananeos, entre los cuales yo habito;
Esta persuasión no es de aquel que os llama.
Habiendo sido antes blasfemo y perseguidor é injuriador: mas fuí recibido á misericordia, porque lo hice con ignorancia en incredulidad.
Y trajéronlo en caballos, y sepultáronlo con sus padres en la ciudad de Judá.
Porque no hay nada oculto que no haya de ser manifestado, ni secreto que no haya de descubrirse.
Y le dice: Mira, no digas á nadie nada; sino ve, muéstrate al sacerdote, y ofrece por tu limpieza lo que Moisés mandó, para testimonio á ellos.
Aparté luego doce de los principales de los sacerdotes, á Serebías y á Hasabías, y con ellos diez de sus hermanos;
Porque tú, Jehová, por tu benevolencia has asentado mi monte con fortaleza. Escondiste tu rostro, fuí conturbado.
Hizo también Hiram calderos, y palas, y tazones; y acabó Hiram la obra que hacía al rey Salomón para la casa de Dios;
¿Gloriaráse el hacha contra el que con ella corta? ¿se ensoberbecerá la sierra contra el que la mueve? como si el bordón se levantase contra los que lo levantan; como si se levantase la vara: ¿no es leño?
Y luego ensalzará mi cabeza sobre mis enemigos en derredor de mí: y yo sacrificaré en su tabernáculo sacrificios de júbilo: cantaré y salmearé á Jehová.
Entonces Pilato juzgó que se hiciese lo que ellos pedían;
Y agradará á Jehová más que sacrificio de buey, ó becerro que echa cuernos y uñas.
Así ofreceréis también vosotros ofrenda á Jehová de todos vuestros diezmos que hubiereis recibido de los hijos de Israel; y daréis de ellos la ofrenda de Jehová á Aarón el sacerdote.
Porque si te ve alguno, á ti que tienes ciencia, que estás sentado á la mesa en el lugar de los ídolos, ¿la conciencia de aquel que es flaco, no será adelantada á comer de lo sacrificado á los ídolos?
Empero él misericordioso, perdonaba la maldad, y no los destruía: y abundó para apartar su ira, y no despertó todo su enojo.
El que camina en integridad, anda confiado: mas el que pervierte sus caminos, será quebrantado.
Pleito tiene Jehová con Judá para visitar á Jacob conforme á sus caminos: pagarále conforme á sus obras.
Y en las puertas del templo había labrados de querubines y palmas, así como estaban hechos en las paredes, y grueso madero sobre la delantera de la entrada por de fuera.
Tenía el rey de Siria guerra contra Israel, y consultando con sus siervos, dijo: En tal y tal lugar estará mi campamento.
Y ella respondió: Bebe, señor mío: y dióse prisa á bajar su cántaro sobre su mano, y le dió á beber.
Estos son los hijos de la provincia que subieron de la cautividad, de la transmigración que hizo pasar Nabucodonosor rey de Babilonia, y que volvieron á Jerusalem y á Judá cada uno á su ciudad;
Hizo también el racional de primorosa obra, como la obra del ephod, de oro, jacinto, y púrpura, y carmesí, y lino torcido.
Si esto hicieres, y Dios te lo mandare, tú podrás persistir, y todo este pueblo se irá también en paz á su lugar.
Y HABLÓ Jehová á Moisés, diciendo:
Y de la costilla que Jehová Dios tomó del hombre, hizo una mujer, y trájola al hombre.
Los hijos de Asmaveth, cuarenta y dos;
Y el ángel de Dios que iba delante del campo de Israel, se apartó, é iba en pos de ellos; y asimismo la columna de nube que iba delante de ellos, se apartó, y púsose á sus espaldas:
Y Jesús respondiéndoles, comenzó á decir: Mirad, que nadie os engañe;
Y si tu hermano no fuere tu vecino, ó no le conocieres, los recogerás en tu casa, y estarán contigo hasta que tu hermano los busque, y se los devolverás.
Y estuviéronse en sus lugares en derredor del campo: y todo el campo fué alborotado, y huyeron gritando.
El que halló esposa halló el bien, y alcanzó la benevolencia de Jehová.
Por lo cual también le fué atribuído á justicia.
Atalaya es Ephraim para con mi Dios: el profeta es lazo de cazador en todos sus caminos, odio en la casa de su Dios.
Puso también porteros á las puertas de la casa de Jehová, para que por ninguna vía entrase ningún inmundo.
Y sobre todas estas cosas vestíos de caridad, la cual es el vínculo de la perfección.
Y con ellos á Hemán y á Jeduthún, y los otros escogidos declarados por sus nombres, para glorificar á Jehová, porque es eterna su misericordia;
Entonces el que injuriaba á su prójimo, le rempujó, diciendo: ¿Quién te ha puesto por príncipe y juez sobre nosotros?
Dijéronle pues los otros discípulos: Al Señor hemos visto. Y él les dijo: Si no viere en sus manos la señal de los clavos, y metiere mi dedo en el lugar de los clavos, y metiere mi mano en su costado, no creeré.
Porque he aquí tus enemigos, oh Jehová, porque he aquí, perecerán tus enemigos; serán disipados todos los que obran maldad.
Estas fueron las ciudades señaladas para todos los hijos de Israel, y para el extranjero que morase entre ellos, para que se acogiese á ellas cualquiera que hiriese hombre por yerro, y no muriese por mano del cercano del muerto, hasta que compareciese delante del ayuntamiento.
Y DÍJOME Jehová: Si Moisés y Samuel se pusieran delante de mí, mi voluntad no será con este pueblo: échalos de delante de mí, y salgan.
Panal de miel son los dichos suaves: suavidad al alma y medicina á los huesos.
Porque dijiste: ¿Qué ventaja sacarás tú de ello? ¿ó qué provecho tendré de mi pecado?
Y trajéronlo á Jesús; y habiendo echado sus vestidos sobre el pollino, pusieron á Jesús encima.
Entonces dijo David al Filisteo: Tú vienes á mí con espada y lanza y escudo; mas yo vengo á ti en el nombre de Jehová de los ejércitos, el Dios de los escuadrones de Israel, que tú has provocado.
Ni edificaréis casa, ni sembraréis sementera, ni plantaréis viña, ni la tendréis: mas moraréis en tiendas todos vuestros días, para que viváis muchos días sobre la haz de la tierra donde vosotros peregrináis.
Todo aquel que viene á mí, y oye mis palabras, y las hace, os enseñaré á quién es semejante:
Y vino un gran temor en toda la iglesia, y en todos los que oyeron estas cosas.
Porque nuestros padres se han rebelado, y han hecho lo malo en ojos de Jehová nuestro Dios; que le dejaron, y apartaron sus ojos del tabernáculo de Jehová, y le volvieron las espaldas.
Si mal viniere sobre nosotros, ó espada de castigo, ó pestilencia, ó hambre, presentarnos hemos delante de esta casa, y delante de ti, (porque tu nombre está en esta casa,) y de nuestras tribulaciones clamaremos á ti, y tú nos oirás y salvarás.
Y dijo más Abimelech á Abraham: ¿Qué viste para que hicieses esto?
Y partiendo de allí, entró en casa de uno llamado Justo, temeroso de Dios, la casa del cual estaba junto á la sinagoga.
Aportillaste todos sus vallados; has quebrantado sus fortalezas.
Y comerá tu mies y tu pan, que habían de comer tus hijos y tus hijas; comerá tus ovejas y tus vacas, comerá tus viñas y tus higueras; y tus ciudades fuertes en que tú confías, tornará en nada á cuchillo.
Finalmente, si una persona pecare, ó hiciere alguna de todas aquellas cosas que por mandamiento de Jehová no se han de hacer, aun sin hacerlo á sabiendas, es culpable, y llevará su pecado.
Nosotros le amamos á él, porque él nos amó primero.
Así que, ninguno de vosotros padezca como homicida, ó ladrón, ó malhechor, ó por meterse en negocios ajenos.
Ahora pues, descendamos, y confundamos allí sus lenguas, para que ninguno entienda el habla de su compañero.
Porque los hombres ciertamente por el mayor que ellos juran: y el fin de todas sus controversias es el juramento para confirmación.
Mas Pedro estaba fuera á la puerta. Y salió aquel discípulo que era conocido del pontífice, y habló á la portera, y metió dentro á Pedro.
Estad siempre gozosos.
Esta es la ley del Nazareo que hiciere voto de su ofrenda á Jehová por su nazareato, á más de lo que su mano alcanzare: según el voto que hiciere, así hará, conforme á la ley de su nazareato.
Tuyo soy yo, guárdame; porque he buscado tus mandamientos.
Antes fuimos blandos entre vosotros como la que cría, que regala á sus hijos:
Mas él, dejado el consejo de los viejos que ellos le habían dado, tomó consejo con los mancebos que se habían criado con él, y estaban delante de él.
Que ames á Jehová tu Dios, que oigas su voz, y te allegues á él; porque él es tu vida, y la longitud de tus días; á fin de que habites sobre la tierra que juró Jehová á tus padres Abraham, Isaac, y Jacob, que les había de dar.
¿Os es poco que comáis los buenos pastos, sino que holléis con vuestros pies lo que de vuestros pastos queda; y que bebiendo las aguas sentadas, holléis además con vuestros pies las que quedan?
Mas vuestra presa será cogida como cuando cogen las orugas: correrá sobre ellos como de una á otra parte corren las langostas.
Para hacer diferencia entre inmundo y limpio, y entre los animales que se pueden comer y los animales que no se pueden comer.
Tenían también unos pocos pececillos: y los bendijo, y mandó que también los pusiesen delante.
Y todos los siervos del rey que estaban á la puerta del rey, se arrodillaban é inclinaban á Amán, porque así se lo había mandado el rey; pero Mardochêo, ni se arrodillaba ni se humillaba.
Si fué mi corazón engañado acerca de mujer, y si estuve acechando á la puerta de mi prójimo:
Y Samaria no cometió ni la mitad de tus pecados; porque tú multiplicaste tus abominaciones más que ellas, y has justificado á tus hermanas con todas tus abominaciones que hiciste.
Y Misma, y Duma, y Massa,
Y reedificó Jeroboam á Sichêm en el monte de Ephraim, y habitó en ella; y saliendo de allí, reedificó á Penuel.
Todas las bestias del campo, todas las bestias del monte, venid á devorar.
Hasta el día en que, habiendo dado mandamientos por el Espíritu Santo á los apóstoles que escogió, fué recibido arriba;
Tú oirás desde los cielos, desde el lugar de tu morada, su oración y su ruego, y ampararás su causa, y perdonarás á tu pueblo que pecó contra ti.
Y tendrás tu vida como colgada delante de ti, y estarás temeroso de noche y de día, y no confiarás de tu vida.
La ley del sabio es manantial de vida, para apartarse de los lazos de la muerte.
Y como él miró atrás, vióme y llamóme; y yo dije: Heme aquí.
Y edificó la ciudad alrededor, desde Millo hasta la cerca: y Joab reparó el resto de la ciudad.
Asimismo yo confirmaré su reino para siempre, si él se esforzare á poner por obra mis mandamientos y mis juicios, como aqueste día.
Pues que somos hoy demandados acerca del beneficio hecho á un hombre enfermo, de qué manera éste haya sido sanado,
Reuníos, y venid; allegaos, todos los escapados de las gentes: no saben aquellos que erigen el madero de su escultura, y los que ruegan al dios que no salva.
Líbrame de todas mis rebeliones; no me pongas por escarnio del insensato.
Y la planta que plantó tu diestra, y el renuevo que para ti corroboraste.
Y continuamente se le daba ración por el rey de Babilonia, cada cosa en su día por todos los de su vida, hasta el día de su muerte.
Y el mandamiento que hará el rey será oído en todo su reino, aunque es grande, y todas las mujeres darán honra á sus maridos, desde el mayor hasta el menor.
Y Moisés respondió: No conviene que hagamos así, porque sacrificaríamos á Jehová nuestro Dios la abominación de los Egipcios. He aquí, si sacrificáramos la abominación de los Egipcios delante de ellos, ¿no nos apedrearían?
Empero cuando viereis la abominación de asolamiento, que fué dicha por el profeta Daniel, que estará donde no debe (el que lee, entienda), entonces los que estén en Judea huyan á los montes;
Si aun fueren muchos años, conforme á ellos volverá para su rescate del dinero por el cual se vendió.
Procuró por tanto Salomón de matar á Jeroboam, pero levantándose Jeroboam, huyó á Egipto, á Sisac rey de Egipto, y estuvo en Egipto hasta la muerte de Salomón.
Estas son las cuentas del tabernáculo, del tabernáculo del testimonio, lo que fué contado de orden de Moisés por mano de Ithamar, hijo de Aarón sacerdote, para el ministerio de los Levitas.
Y viéndolo los Fariseos, le dijeron: He aquí tus discípulos hacen lo que no es lícito hacer en sábado.
Y ofrecerás el otro cordero á la caída de la tarde, haciendo conforme á la ofrenda de la mañana, y conforme á su libación, en olor de suavidad; será ofrenda encendida á Jehová.
Los Caldeos respondieron delante del rey, y dijeron: No hay hombre sobre la tierra que pueda declarar el negocio del rey: demás de esto, ningún rey, príncipe, ni señor, preguntó cosa semejante á ningún mago, ni astrólogo, ni Caldeo.
Y saliendo ellos de la sinagoga de los Judíos, los Gentiles les rogaron que el sábado siguiente les hablasen estas palabras.
Iniquidad piensa sobre su cama; está en camino no bueno, el mal no aborrece.
Y David dijo: No hagáis eso, hermanos míos, de lo que nos ha dado Jehová; el cual nos ha guardado, y ha entregado en nuestras manos la caterva que vino sobre nosotros.
Entonces Sarai dijo á Abram: Mi afrenta sea sobre ti: yo puse mi sierva en tu seno, y viéndose embarazada, me mira con desprecio; juzgue Jehová entre mí y ti.
Y caerá espada sobre sus ciudades, y consumirá sus aldeas; consumirálas á causa de sus consejos.
Antes que los montes fuesen fundados, antes de los collados, era yo engendrada:
Y dió aviso á David, diciendo: Saúl mi padre procura matarte; por tanto mira ahora por ti hasta la mañana, y estáte en paraje oculto, y escóndete:
Los impíos me han aguardado para destruirme: mas yo entenderé en tus testimonios.
He aquí que todo proverbista hará de ti proverbio, diciendo: Como la madre, tal su hija.
Y juntaron Moisés y Aarón la congregación delante de la peña, y díjoles: Oid ahora, rebeldes: ¿os hemos de hacer salir aguas de esta peña?
Y dijo también al que le había convidado: Cuando haces comida ó cena, no llames á tus amigos, ni á tus hermanos, ni á tus parientes, ni á vecinos ricos; porque también ellos no te vuelvan á convidar, y te sea hecha compensación.
El rey de Jarmuth, otro: el rey de Lachîs, otro:
Porque Moisés dijo: Honra á tu padre y á tu madre, y: El que maldijere al padre ó á la madre, morirá de muerte.
Vino el Hijo del hombre, que come y bebe, y dicen: He aquí un hombre comilón, y bebedor de vino, amigo de publicanos y de pecadores. Mas la sabiduría es justificada por sus hijos.
Y dijo el rey: ¿Dónde está el hijo de tu señor? Y Siba respondió al rey: He aquí él se ha quedado en Jerusalem, porque ha dicho: Hoy me devolverá la casa de Israel el reino de mi padre.
Justo es Jehová en todos sus caminos, y misericordioso en todas sus obras.
Y acordóse que eran carne; soplo que va y no vuelve.
Pues el mismo Padre os ama, porque vosotros me amasteis, y habéis creído que yo salí de Dios.
Aquel día estaba allí uno de los siervos de Saúl detenido delante de Jehová, el nombre del cual era Doeg, Idumeo, principal de los pastores de Saúl.
Tú lo has visto, oh Jehová; no calles: Señor, de mí no te alejes.
A ordenar á Sión á los enlutados, para darles gloria en lugar de ceniza, óleo de gozo en lugar del luto, manto de alegría en lugar del espíritu angustiado; y serán llamados árboles de justicia, plantío de Jehová, para gloria suya.
Y amó la maldición, y vínole; y no quiso la bendición, y ella se alejó de él.
Y sacaste tu pueblo Israel de tierra de Egipto con señales y portentos, y con mano fuerte y brazo extendido, con terror grande;
Quitó los poderosos de los tronos, y levantó á los humildes.
Porque he venido para hacer disensión del hombre contra su padre, y de la hija contra su madre, y de la nuera contra su suegra.
Por lo cual, si lo hago de voluntad, premio tendré; mas si por fuerza, la dispensación me ha sido encargada.
Y piedras de onix, y demás pedrería, para el ephod, y para el racional.
En la casa de Israel he visto suciedad: allí fornicó Ephraim, se contaminó Israel:
Y Jesús, oído esto, le dijo: Aun te falta una cosa: vende todo lo que tienes, y da á los pobres, y tendrás tesoro en el cielo; y ven, sígueme.
Y Saúl y ellos y todos lo de Israel, estaban en el valle del Alcornoque, peleando con los Filisteos.
Esta es la ciudad alegre que estaba confiada, la que decía en su corazón: Yo, y no más. ¡Cómo fué en asolamiento, en cama de bestias! Cualquiera que pasare junto á ella silbará, meneará su mano.
Hemos también traído en nuestras manos otro dinero para comprar alimentos: nosotros no sabemos quién haya puesto nuestro dinero en nuestros costales.
Pues cuando viniere el señor de la viña, ¿qué hará á aquellos labradores?
Y todo el pueblo que Ismael había traído cautivo de Mizpa, tornáronse, y volvieron, y fuéronse á Johanán hijo de Carea.
Y Salomón daba á Hiram veinte mil coros de trigo para el sustento de su familia, y veinte coros de aceite limpio: esto daba Salomón á Hiram cada un año.
El que muriere de los de Jeroboam en la ciudad, le comerán los perros; y el que muriere en el campo, comerlo han las aves del cielo; porque Jehová lo ha dicho.
Y después de su purificación, le contarán siete días.
Entonces su hermana dijo á la hija de Faraón: ¿Iré á llamarte un ama de las Hebreas, para que te críe este niño?
Sus príncipes en medio de ella son leones bramadores: sus jueces, lobos de tarde que no dejan hueso para la mañana:
Los exactores de mi pueblo son muchachos, y mujeres se enseñorearon de él. Pueblo mío, los que te guían te engañan, y tuercen la carrera de tus caminos.
Y él respondiendo les dijo: Es uno de los doce que moja conmigo en el plato.
No tendrás temor de pavor repentino, ni de la ruina de los impíos cuando viniere:
Respondió la gente, y dijo: Demonio tienes: ¿quién te procura matar?
Si bien mientras viviere, dirá dichosa á su alma: y tú serás loado cuando bien te tratares.
Y llamé la sequedad sobre esta tierra, y sobre los montes, y sobre el trigo, y sobre el vino, y sobre el aceite, y sobre todo lo que la tierra produce, y sobre los hombres y sobre las bestias, y sobre todo trabajo de manos.
Nadie os prive de vuestro premio, afectando humildad y culto á los ángeles, metiéndose en lo que no ha visto, vanamente hinchado en el sentido de su propia carne,
Y de los bueyes, treinta y seis mil;
Hijo de Salomón fué Roboam, cuyo hijo fué Abía, del cual fué hijo Asa, cuyo hijo fué Josaphat;
Cuando el profeta hablare en nombre de Jehová, y no fuere la tal cosa, ni viniere, es palabra que Jehová no ha hablado: con soberbia la habló aquel profeta: no tengas temor de él.
Y entonces verán al Hijo del hombre, que vendrá en las nubes con mucha potestad y gloria.
Entonces el escribano, apaciguado que hubo la gente, dijo: Varones Efesios, ¿y quién hay de los hombres que no sepa que la ciudad de los Efesios es honradora de la gran diosa Diana, y de la imagen venida de Júpiter?
Entonces Resín rey de Siria, y Peka hijo de Remalías rey de Israel, subieron á Jerusalem para hacer guerra, y cercar á Achâz; mas no pudieron tomarla.
Ahora pues, enviará mi señor á sus siervos el trigo y cebada, y aceite y vino, que ha dicho;
Después subiendo, y partiendo el pan, y gustando, habló largamente hasta el alba, y así partió.
Y los hijos de Benjamín decían: Vencidos son delante de nosotros, como antes. Mas los hijos de Israel decían: Huiremos, y los alejaremos de la ciudad hasta los caminos.
Todas sus rebeliones que cometió, no le serán recordadas: en su justicia que hizo vivirá.
Entonces los Judíos le dijeron: Ahora conocemos que tienes demonio. Abraham murió, y los profetas, y tú dices: El que guardare mi palabra, no gustará muerte para siempre.
Y de allí vinieron á Beer: este es el pozo del cual Jehová dijo á Moisés: Junta el pueblo, y les daré agua.
Mas ¡ay de vosotros, ricos! porque tenéis vuestro consuelo.
Como viento solano los esparciré delante del enemigo; mostraréles las espaldas, y no el rostro, en el día de su perdición.
Y tocando Pedro á la puerta del patio, salió una muchacha, para escuchar, llamada Rhode:
¿Y no te fué á ti Israel por escarnio, como si lo tomaran entre ladrones? porque desde que de él hablaste, tú te has movido.
Ahora pues, si con verdad y con integridad habéis procedido en hacer rey á Abimelech, y si lo habéis hecho bien con Jerobaal y con su casa, y si le habéis pagado conforme á la obra de sus manos;
Juré y ratifiqué el guardar los juicios de tu justicia.
Y Josué les respondió: Si eres pueblo tan grande, sube tú al monte, y corta para ti allí en la tierra del Pherezeo y de los gigantes, pues que el monte de Ephraim es angosto para ti.
Angustia tengo por ti, hermano mío Jonathán, que me fuiste muy dulce: más maravilloso me fué tu amor, que el amor de las mujeres.
Y el cielo se apartó como un libro que es envuelto; y todo monte y las islas fueron movidas de sus lugares.
Y el sábado siguiente se juntó casi toda la ciudad á oir la palabra de Dios.
EN aquel tiempo Herodes el tetrarca oyó la fama de Jesús,
Porque le hemos oído decir, que este Jesús de Nazaret destruirá este lugar, y mudará las ordenanzas que nos dió Moisés.
Preguntad ahora, y mirad si pare el varón: porque he visto que todo hombre tenía las manos sobre sus lomos, como mujer de parto, y hanse tornado pálidos todos los rostros.
SI habéis pues resucitado con Cristo, buscad las cosas de arriba, donde está Cristo sentado á la diestra de Dios.
Lo demás de los hechos de Manasés, y su oración á su Dios, y las palabras de los videntes que le hablaron en nombre de Jehová el Dios de Israel, he aquí todo está escrito en los hechos de los reyes de Israel.
Pero alguno dirá: Tú tienes fe, y yo tengo obras: muéstrame tu fe sin tus obras, y yo te mostraré mi fe por mis obras.
Empero pasóse, y he aquí no parece; y busquélo, y no fué hallado.
Y después salió su hermano, trabada su mano al calcañar de Esaú: y fué llamado su nombre Jacob. Y era Isaac de edad de sesenta años cuando ella los parió.
Y ve si hay en mí camino de perversidad, y guíame en el camino eterno.
Las cuales, estando aún él en Galilea, le habían seguido, y le servían; y otras muchas que juntamente con él habían subido á Jerusalem.
Masquil de Asaph. ESCUCHA, pueblo mío, mi ley: inclinad vuestro oído á las palabras de mi boca.
También los hijos de Rubén y los hijos de Gad, y la media tribu de Manasés, pasaron armados delante de los hijos de Israel, según Moisés les había dicho:
Os digo que éste descendió á su casa justificado antes que el otro; porque cualquiera que se ensalza, será humillado; y el que se humilla, será ensalzado.
E hizo venir los sacerdotes y Levitas, y juntólos en la plaza oriental.
Porque la circuncisión en verdad aprovecha, si guardares la ley; mas si eres rebelde á la ley, tu circuncisión es hecha incircuncisión.
¿DE dónde vienen las guerras y los pleitos entre vosotros? ¿No son de vuestras concupiscencias, las cuales combaten en vuestros miembros?
Luego lavó los intestinos y las piernas, y quemólos sobre el holocausto en el altar.
¡Ay de los que juntan casa con casa, y allegan heredad á heredad hasta acabar el término! ¿Habitaréis vosotros solos en medio de la tierra?
El que hurtaba, no hurte más; antes trabaje, obrando con sus manos lo que es bueno, para que tenga de qué dar al que padeciere necesidad.
Los contados de ellos, de la tribu de Nephtalí, cincuenta y tres mil y cuatrocientos.
También dije entonces al pueblo: Cada uno con su criado se quede dentro de Jerusalem, y hágannos de noche centinela, y de día á la obra.
Pero éste, habiendo ofrecido por los pecados un solo sacrificio para siempre, está sentado á la diestra de Dios,
Ven, demos á beber vino á nuestro padre, y durmamos con él, y conservaremos de nuestro padre generación.
HIJO mío, está atento á mi sabiduría, y á mi inteligencia inclina tu oído;
Dijéronle por tanto sus siervos: Busquen á mi señor el rey una moza virgen, para que esté delante del rey, y lo abrigue, y duerma á su lado, y calentará á mi señor el rey.
Y como perseverasen preguntándole, enderezóse, y díjoles: El que de vosotros esté sin pecado, arroje contra ella la piedra el primero.
Estimada es en los ojos de Jehová la muerte de sus santos.
Porque la voz se oye del que trae las nuevas desde Dan, y del que hace oir la calamidad desde el monte de Ephraim.
No te inclinarás á sus dioses, ni los servirás, ni harás como ellos hacen; antes los destruirás del todo, y quebrantarás enteramente sus estatuas.
Y en esto vinieron sus discípulos, y maravilláronse de que hablaba con mujer; mas ninguno dijo: ¿Qué preguntas? ó, ¿Qué hablas con ella?
Para que no se eleve su corazón sobre sus hermanos, ni se aparte del mandamiento á diestra ni á siniestra: á fin que prolongue sus días en su reino, él y sus hijos, en medio de Israel.
Entonces Josué rompió sus vestidos, y postróse en tierra sobre su rostro delante del arca de Jehová hasta la tarde, él y los ancianos de Israel; y echaron polvo sobre sus cabezas.
Canción: Salmo de los hijos de Coré. GRANDE es Jehová y digno de ser en gran manera alabado, en la ciudad de nuestro Dios, en el monte de su santuario.
Y para la ofrenda de la leña en los tiempos señalados, y para las primicias. Acuérdate de mí, Dios mío, para bien.
¿Me entregarán los vecinos de Keila en sus manos? ¿descenderá Saúl, como tu siervo tiene oído? Jehová Dios de Israel, ruégote que lo declares á tu siervo. Y Jehová dijo: Sí, descenderá.
Y las puertas de la ciudad serán según los nombres de las tribus de Israel: tres puertas al norte: la puerta de Rubén, una; la puerta de Judá, otra; la puerta de Leví, otra.
Y todos estos fueron hijos de Aser, cabezas de familias paternas, escogidos, esforzados, cabezas de príncipes: y contados que fueron por sus linajes entre los de armas tomar, el número de ellos fué veintiséis mil hombres.
Acordábame de Dios, y gritaba: quejábame, y desmayaba mi espíritu. (Selah.)
Y cualquiera que me oye estas palabras, y no las hace, le compararé á un hombre insensato, que edificó su casa sobre la arena;
Mas tú, Señor, Dios misericordioso y clemente, lento para la ira, y grande en misericordia y verdad;
Entonces Pedro dijo: He aquí, nosotros hemos dejado las posesiones nuestras, y te hemos seguido.
Entonces él les dijo: ¡Oh insensatos, y tardos de corazón para creer todo lo que los profetas han dicho!
Y oró á Jehová, y dijo: Ahora, oh Jehová, ¿no es esto lo que yo decía estando aún en mi tierra? Por eso me precaví huyendo á Tarsis: porque sabía yo que tú eres Dios clemente y piadoso, tardo á enojarte, y de grande misericordia, y que te arrepientes del mal.
El rey que se sienta en el trono de juicio, con su mirar disipa todo mal.
Habla á los hijos de Israel, y diles: Las solemnidades de Jehová, las cuales proclamaréis santas convocaciones, aquestas serán mis solemnidades.
Huélgome en la parte habitable de su tierra; y mis delicias son con los hijos de los hombres.
Nosotros empero, no les podemos dar mujeres de nuestras hijas, porque los hijos de Israel han jurado, diciendo: Maldito el que diere mujer á Benjamín.
Fueron y asentaron campo en Chîriath-jearim, en Judá; de donde aquel lugar fué llamado el campo de Dan, hasta hoy: está detrás de Chîriath-jearim.
No se le recordará ninguno de sus pecados que había cometido: hizo juicio y justicia; vivirá ciertamente.
Todo va á un lugar: todo es hecho del polvo, y todo se tornará en el mismo polvo.
Y respondió Rachêl y Lea, y dijéronle: ¿Tenemos ya parte ni heredad en la casa de nuestro padre?
Mas ahora es manifestada por la aparición de nuestro Salvador Jesucristo, el cual quitó la muerte, y sacó á la luz la vida y la inmortalidad por el evangelio;
Cantaré á Jehová, porque me ha hecho bien.
Mejor es reprensión manifiesta que amor oculto.
Joab hijo de Sarvia había comenzado á contar, mas no acabó, pues por esto vino la ira sobre Israel: y así el número no fué puesto en el registro de las crónicas del rey David.
Y tomarás otra vez de ellos, y los echarás en mitad del fuego, y en el fuego los quemarás: de allí saldrá el fuego en toda la casa de Israel.
Mas si por el dedo de Dios echo yo fuera los demonios, cierto el reino de Dios ha llegado á vosotros.
Su confianza será arrancada de su tienda, y harále esto llevar al rey de los espantos.
Y él dijo: A vosotros es dado conocer los misterios del reino de Dios; mas á los otros por parábolas, para que viendo no vean, y oyendo no entiendan.
Habla á Aarón, y dile: El varón de tu simiente en sus generaciones, en el cual hubiere falta, no se allegará para ofrecer el pan de su Dios.
Y cumplidos estos, dormirás sobre tu lado derecho segunda vez, y llevarás la maldad de la casa de Judá cuarenta días: día por año, día por año te lo he dado.
Entonces dijo Saúl á Jehová Dios de Israel: Da perfección. Y fueron tomados Jonathán y Saúl, y el pueblo salió libre.
He aquí la mano de Jehová será sobre tus ganados que están en el campo, caballos, asnos, camellos, vacas y ovejas, con pestilencia gravísima:
Y respondiendo su señor, le dijo: Malo y negligente siervo, sabías que siego donde no sembré y que recojo donde no esparcí;
Y se eleve luego tu corazón, y te olvides de Jehová tu Dios, que te sacó de tierra de Egipto, de casa de siervos;
El siguiente día otra vez estaba Juan, y dos de sus discípulos.
Por toda la maldad de los hijos de Israel y de los hijos de Judá, que han hecho para enojarme, ellos, sus reyes, sus príncipes, sus sacerdotes, y sus profetas, y los varones de Judá, y los moradores de Jerusalem.
Entonces él les dijo: ¿Qué cosas? Y ellos le dijeron: De Jesús Nazareno, el cual fué varón profeta, poderoso en obra y en palabra delante de Dios y de todo el pueblo;
Y cuanto á tu nacimiento, el día que naciste no fué cortado tu ombligo, ni fuiste lavada con aguas para atemperarte, ni salada con sal, ni fuiste envuelta con fajas.
Ellos tendrán por suerte, apartada en la partición de la tierra, la parte santísima, junto al término de los Levitas.
Hizo también la mesa de madera de Sittim; su longitud de dos codos, y su anchura de un codo, y de codo y medio su altura;
Y á vosotros os hacemos saber, que á todos los sacerdotes y Levitas, cantores, porteros, Nethineos y ministros de la casa de Dios, ninguno pueda imponerles tributo, ó pecho, ó renta.
Entonces tomaron aquellos varones el presente, y tomaron en su mano doblado dinero, y á Benjamín; y se levantaron, y descendieron á Egipto, y presentáronse delante de José.
Y si dijereis: ¿Qué comeremos el séptimo año? he aquí no hemos de sembrar, ni hemos de coger nuestros frutos:
Y de vosotros mismos se levantarán hombres que hablen cosas perversas, para llevar discípulos tras sí.
Vino pues Samuel á Saúl, y Saúl le dijo: Bendito seas tú de Jehová; yo he cumplido la palabra de Jehová.
Y había un siervo de la casa de Saúl, que se llamaba Siba, al cual como llamaron que viniese á David, el rey le dijo: ¿Eres tú Siba? Y él respondió: Tu siervo.
Y dolióme en gran manera; y eché todas las alhajas de la casa de Tobías fuera de la cámara;
Hemos venido á ser como aquellos de quienes nunca te enseñoreaste, sobre los cuales nunca fué llamado tu nombre.
Y el edificio que estaba delante del apartamiento al lado de hacia el occidente era de setenta codos; y la pared del edificio, de cinco codos de anchura alrededor, y noventa codos de largo.
Y parando nosotros allí por muchos días, descendió de Judea un profeta, llamado Agabo;
Esto empero digo para vuestro provecho; no para echaros lazo, sino para lo honesto y decente, y para que sin impedimento os lleguéis al Señor.
Doy gracias á Dios, que á ninguno de vosotros he bautizado, sino á Crispo y á Gayo;
Mas ¿quién será tan poderoso que le edifique casa? Los cielos y los cielos de los cielos no le pueden comprender; ¿quién pues soy yo, que le edifique casa, sino para quemar perfumes delante de él?
PERES: Tu reino fué rompido, y es dado á Medos y Persas.
Porque al que ama castiga, como el padre al hijo á quien quiere.
Y al rayar el alba, los ángeles daban prisa á Lot, diciendo: Levántate, toma tu mujer, y tus dos hijas que se hallan aquí, porque no perezcas en el castigo de la ciudad.
Y hallando allí el centurión una nave Alejandrina que navegaba á Italia, nos puso en ella.
Y esos perros ansiosos no conocen hartura; y los mismos pastores no supieron entender: todos ellos miran á sus caminos, cada uno á su provecho, cada uno por su cabo.
Y díles también mis sábados, que fuesen por señal entre mí y ellos, para que supiesen que yo soy Jehová que los santifico.
Quebrantamiento y desventura hay en sus caminos;
Porque no hay cosa oculta, que no haya de ser manifestada; ni cosa escondida, que no haya de ser entendida, y de venir á luz.
Los hijos de Javán: Elisa, Tharsis, Chîthim, y Dodanim.
COMO el rey David era viejo, y entrado en días, cubríanle de vestidos, mas no se calentaba.
En tu nombre se alegrarán todo el día; y en tu justicia serán ensalzados.
Y has de ponerlo sobre cuatro columnas de madera de Sittim cubiertas de oro; sus capiteles de oro, sobre basas de plata.
Y al pueblo que Nabucodonosor rey de Babilonia dejó en tierra de Judá, puso por gobernador á Gedalías, hijo de Ahicam hijo de Saphán.
Díjole luego Jonathán: Mañana es nueva luna, y tú serás echado de menos, porque tu asiento estará vacío.
Que Job no habla con sabiduría, y que sus palabras no son con entendimiento.
Lavará luego su carne con agua en el lugar del santuario, y después de ponerse sus vestidos saldrá, y hará su holocausto, y el holocausto del pueblo, y hará la reconciliación por sí y por el pueblo.
Y decíanle: ¿Tú quién eres? Entonces Jesús les dijo: El que al principio también os he dicho.
Porque todos serán salados con fuego, y todo sacrificio será salado con sal.
NABUCODONOSOR rey, á todos los pueblos, naciones, y lenguas, que moran en toda la tierra: Paz os sea multiplicada:
Y repartiólos David en órdenes conforme á los hijos de Leví, Gersón y Coath y Merari.
Así que, toda la ciudad se alborotó, y agolpóse el pueblo; y tomando á Pablo, hiciéronle salir fuera del templo, y luego las puertas fueron cerradas.
Entonces mandó el rey á todo el pueblo, diciendo: Haced la pascua á Jehová vuestro Dios, conforme á lo que está escrito en el libro de esta alianza.
Como me es justo sentir esto de todos vosotros, por cuanto os tengo en el corazón; y en mis prisiones, y en la defensa y confirmación del evangelio, sois todos vosotros compañeros de mi gracia.
Dios terrible en la grande congregación de los santos, y formidable sobre todos cuantos están alrededor suyo.
Y él respondió: Estáis ociosos, sí, ociosos, y por eso decís: Vamos y sacrifiquemos á Jehová.
Toda cama en que durmiere todo el tiempo de su flujo, le será como la cama de su costumbre; y todo mueble sobre que se sentare, será inmundo, como la inmundicia de su costumbre.
Y subían, y sacaban de Egipto, un carro por seiscientas piezas de plata, y un caballo por ciento y cincuenta: y así se sacaban por medio de ellos para todos los reyes de los Hetheos, y para los reyes de Siria.
Este tuvo cuarenta hijos y treinta nietos, que cabalgaban sobre setenta asnos: y juzgó á Israel ocho años.
Y clamaron los hijos de Israel á Jehová; y Jehová suscitó salvador á los hijos de Israel y librólos; es á saber, á Othoniel hijo de Cenez, hermano menor de Caleb.
Y será que cuando entraren por las puertas del atrio interior, se vestirán de vestimentas de lino: no asentará sobre ellos lana, cuando ministraren en las puertas del atrio de adentro, y en el interior.
Y diráse de mí: Ciertamente en Jehová está la justicia y la fuerza: á él vendrán, y todos los que contra él se enardecen, serán avergonzados.
Lo demás de los hechos de Josaphat, primeros y postreros, he aquí están escritos en las palabras de Jehú hijo de Hanani, del cual es hecha mención en el libro de los reyes de Israel.
A los hambrientos hinchió de bienes; y á los ricos envió vacíos.
Y levantóse después Balac hijo de Sephor, rey de los Moabitas, y peleó contra Israel; y envió á llamar á Balaam hijo de Beor, para que os maldijese.
Por tanto, así dijo Jehová: Preguntad ahora á las gentes, quién tal haya oído. Gran fealdad ha hecho la virgen de Israel.
Atended el consejo, y sed sabios, y no lo menospreciéis.
¿Disputará con palabras inútiles, y con razones sin provecho?
Y lloré afligiendo con ayuno mi alma; y esto me ha sido por afrenta.
Y como sus criados declararon á David estas palabras, plugo la cosa en los ojos de David, para ser yerno del rey. Y como el plazo no era aún cumplido,
Y SE llegaban á él todos los publicanos y pecadores á oirle.
Y estaban bajo la mano de los hijos de Aarón, para ministrar en la casa de Jehová, en los atrios y en las cámaras, y en la purificación de toda cosa santificada, y en la demás obra del ministerio de la casa de Dios;
Y el rey de Israel se fué á su casa triste y enojado, y llegó á Samaria.
Entonces Jacob dió á Esaú pan y del guisado de las lentejas; y él comió y bebió, y levantóse, y fuése. Así menospreció Esaú la primogenitura.
Porque encubierta está á los ojos de todo viviente, y á toda ave del cielo es oculta.
Y los moradores de Gabaón enviaron á decir á Josué al campo en Gilgal: No encojas tus manos de tus siervos; sube prestamente á nosotros para guardarnos y ayudarnos: porque todos los reyes de los Amorrheos que habitan en las montañas, se han juntado contra nosotros.
Por eso yo también responderé mi parte, también yo declararé mi juicio.
Contra él se conjuró Sallum hijo de Jabes, y lo hirió en presencia de su pueblo, y matólo, y reinó en su lugar.
Y Azarías engendró á Seraíah, y Seraíah engendró á Josadec.
Martillo y cuchillo y saeta aguda, es el hombre que habla contra su prójimo falso testimonio.
Y vendrán allá, y quitarán de ella todas sus torpezas, y todas sus abominaciones.
No debáis á nadie nada, sino amaros unos á otros; porque el que ama al prójimo, cumplió la ley.
Y ensañaron á Dios con sus obras, y desarrollóse la mortandad en ellos.
Y Maasías hijo de Baruch, hijo de Colhoze, hijo de Hazaías, hijo de Adaías, hijo de Joiarib, hijo de Zacarías, hijo de Siloni.
No compraste para mí caña aromática por dinero, ni me saciaste con la grosura de tus sacrificios; antes me hiciste servir en tus pecados, me has fatigado con tus maldades.
Bendito el Señor; cada día nos colma de beneficios el Dios de nuestra salud. (Selah.)
No juntes con los pecadores mi alma, ni con los hombres de sangres mi vida:
Escuchadme, y hablaré yo, y véngame después lo que viniere.
Despiértate, salterio y arpa: despertaré al alba.
Por el cual asimismo, si retenéis la palabra que os he predicado, sois salvos, si no creísteis en vano.
Y hubounavoz de los cielosque decía: Tú eres mi Hijo amado; en ti tomo contentamiento.
Empero yo Jehová, que parto la mar, y suenan sus ondas, soy tu Dios, cuyo nombre es Jehová de los ejércitos.
Y siguiendo Barac á Sísara, Jael salió á recibirlo, y díjole: Ven, y te mostraré al varón que tú buscas. Y él entró donde ella estaba, y he aquí Sísara yacía muerto con la estaca por la sien.
Entonces me quebrantarás con sueños, y me turbarás con visiones.
Y sepultáronlo en sus sepulcros que él había hecho para sí en la ciudad de David; Y pusiéronlo en una litera, la cual hinchieron de aromas y diversas materias odoríferas, preparadas por obra de perfumadores; é hiciéronle una quema muy grande.
Harás también dos anillos de oro, los cuales pondrás á las dos puntas del racional, en su orilla que está al lado del ephod de la parte de dentro.
Y ahora descubriré yo su locura delante de los ojos de sus amantes, y nadie la librará de mi mano.
Porque no sabía lo que hablaba; que estaban espantados.
Le dieron á beber vinagre mezclado con hiel; y gustando, no quiso beberlo.
Aleluya. ALABARÉ á Jehová con todo el corazón, en la compañía y congregación de los rectos.
Consideraba los días desde el principio, los años de los siglos.
Oid, porque hablaré cosas excelentes; y abriré mis labios para cosas rectas.
Los hijos de Bebai, seiscientos veinte y tres;
Bienaventurado el varón al cual el Señor no imputó pecado.
Todo el tiempo de su nazareato, será santo á Jehová.
Alcen la voz el desierto y sus ciudades, las aldeas donde habita Cedar: canten los moradores de la Piedra, y desde la cumbre de los montes den voces de júbilo.
Mas los transgresores fueron todos á una destruídos: la postrimería de los impíos fué talada.
Tu corazón imaginará el espanto, y dirá: ¿Qué es del escriba? ¿qué del pesador? ¿qué del que pone en lista las casas más insignes?
Tú que decías en tu corazón: Subiré al cielo, en lo alto junto á las estrellas de Dios ensalzaré mi solio, y en el monte del testimonio me sentaré, á los lados del aquilón;
Jehová de los ejércitos es con nosotros; nuestro refugio es el Dios de Jacob. (Selah.)
Y las bestias monteses se encontrarán con los gatos cervales, y el peludo gritará á su compañero: la lamia también tendrá allí asiento, y hallará para sí reposo.
Y yo decidí hacértelo saber, y decirte que la tomes delante de los que están aquí sentados, y delante de los ancianos de mi pueblo. Si hubieres de redimir, redime; y si no quisieres redimir, decláramelo para que yo lo sepa: porque no hay otro que redima sino tú, y yo después de ti. Y él respondió: Yo redimiré.
Pon, oh Jehová, guarda á mi boca: guarda la puerta de mis labios.
Destruirá á la muerte para siempre; y enjugará el Señor toda lágrima de todos los rostros: y quitará la afrenta de su pueblo de toda la tierra: porque Jehová lo ha dicho.
Por esto el rey con ira y con grande enojo, mandó que matasen á todos los sabios de Babilonia.
Y á Pharmastha, y á Arisai, y á Aridai, y á Vaizatha,
Yo te aviso que guardes el mandamiento del rey y la palabra del juramento de Dios.
Comerán pues del fruto de su camino, y se hartarán de sus consejos.
Y destruímoslas, como hicimos á Sehón rey de Hesbón, destruyendo en toda ciudad hombres, mujeres, y niños.
Bienaventurado el hombre que me oye, velando á mis puertas cada día, guardando los umbrales de mis entradas.
Ve, diles: Volveos á vuestras tiendas.
Y los magos no podían estar delante de Moisés á causa de los tumores, porque hubo sarpullido en los magos y en todos los Egipcios.
En aquel tiempo será traído presente á Jehová de los ejércitos, el pueblo tirado y repelado, pueblo asombroso desde su principio y después; gente harta de esperar y hollada, cuya tierra destruyeron los ríos; al lugar del nombre de Jehová de los ejércitos, al monte de Sión.
Salmo de Asaph. EL Dios de dioses, Jehová, ha hablado, y convocado la tierra desde el nacimiento del sol hasta donde se pone.
Y volvieron, y subieron camino de Basán, y salió contra ellos Og rey de Basán, él y todo su pueblo, para pelear en Edrei.
